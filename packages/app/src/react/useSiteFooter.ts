import { listVendors } from '@wl/api/games';
import { FOOTER_COPYRIGHT_YEAR, type SocialLinkType } from '@wl/domain/constants';
import { footerSocialLinks } from '@wl/domain/content';
import { use } from 'react';
import type { AppServices } from '../services/appServices.ts';
import { unwrap } from '../services/failure.ts';
import { useAppServices } from './AppServicesContext.tsx';
import { useMerchantSettings } from './useMerchantSettings.ts';

export interface FooterVendor {
  vassalage: string;
  displayName: string;
}

/** One read of the vendor list per visit; a failed read leaves the list out of the footer. */
const vendorReads = new WeakMap<AppServices, Promise<FooterVendor[]>>();

function readVendors(services: AppServices): Promise<FooterVendor[]> {
  let pending = vendorReads.get(services);
  if (!pending) {
    pending = unwrap(listVendors(services.clients)).then(
      // A vendor offering several game types is listed once, where it first appears.
      (vendors) => [
        ...new Map(vendors.map(({ vassalage, displayName }) => [vassalage, { vassalage, displayName }])).values(),
      ],
      () => [],
    );
    vendorReads.set(services, pending);
  }
  return pending;
}

export interface SiteFooterView {
  /** YOUTUBE, FACEBOOK, INSTAGRAM, WHATSAPP, TELEGRAM in that order, only those the merchant has a link for. */
  socialLinks: { type: SocialLinkType; href: string }[];
  vendors: FooterVendor[];
  /** The merchant's age threshold (18 or 21), for the responsible-gaming text. */
  minimumAge: number;
  copyrightYear: number;
}

/**
 * The site footer's data: the merchant's social links and age threshold, the game vendors (GET
 * /wps/relay/GCSGAME_vendors, once per visit) and the copyright year. Suspends until they are in.
 */
export function useSiteFooter(): SiteFooterView {
  const services = useAppServices();
  const { settings } = useMerchantSettings();
  const vendors = use(readVendors(services));
  return {
    socialLinks: footerSocialLinks(settings.socialLinks),
    vendors,
    minimumAge: settings.ageThreshold,
    copyrightYear: FOOTER_COPYRIGHT_YEAR,
  };
}
