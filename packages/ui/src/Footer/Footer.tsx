import type { ReactNode } from 'react';
import { BrandMark } from '../BrandMark/BrandMark.tsx';
import { visuallyHidden } from '../theme/recipes.css.ts';
import { useUiText } from '../UiText/UiText.tsx';
import { VendorIconStrip } from '../VendorIconStrip/VendorIconStrip.tsx';
import * as styles from './Footer.css.ts';

/** The social networks the footer has a mark for. */
export type SocialType = 'YOUTUBE' | 'FACEBOOK' | 'INSTAGRAM' | 'WHATSAPP' | 'TELEGRAM';

export interface SocialLink {
  type: SocialType;
  href: string;
}

const socialNames: Record<SocialType, string> = {
  YOUTUBE: 'YouTube',
  FACEBOOK: 'Facebook',
  INSTAGRAM: 'Instagram',
  WHATSAPP: 'WhatsApp',
  TELEGRAM: 'Telegram',
};

// Simple marks, drawn on a 24 px grid, recognisable at icon size.
const socialPaths: Record<SocialType, string> = {
  YOUTUBE: 'M3 7.5C3 6 4 5 5.5 5h13C20 5 21 6 21 7.5v9c0 1.5-1 2.5-2.5 2.5h-13C4 19 3 18 3 16.5zM10 9v6l5-3z',
  FACEBOOK: 'M14 8h2.5V4.5H14c-2.5 0-4 1.6-4 4V11H7.5v3.5H10V21h3.5v-6.5H16l.5-3.5h-3V8.6c0-.4.2-.6.5-.6z',
  INSTAGRAM:
    'M7.5 3h9A4.5 4.5 0 0 1 21 7.5v9a4.5 4.5 0 0 1-4.5 4.5h-9A4.5 4.5 0 0 1 3 16.5v-9A4.5 4.5 0 0 1 7.5 3zM12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.2-2.4a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4z',
  WHATSAPP:
    'M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3zm4.3 12.2c-.2.6-1.1 1.1-1.6 1.1-.4.1-1 .1-3.2-.9-2.7-1.2-4.3-3.9-4.5-4.1-.1-.2-1-1.4-1-2.7s.7-1.9 1-2.1c.2-.3.5-.3.7-.3h.5c.2 0 .4 0 .6.5l.8 1.9c.1.2.1.3 0 .5l-.3.5-.4.4c-.1.2-.3.3-.1.6.1.3.7 1.1 1.4 1.8.9.8 1.7 1.1 2 1.2.2.1.4.1.5-.1l.7-.9c.2-.2.3-.2.6-.1l1.8.9c.3.1.4.2.5.3 0 .1 0 .6-.2 1.1z',
  TELEGRAM:
    'M20.7 4.3L2.9 11.2c-1.2.5-1.2 1.2-.2 1.5l4.6 1.4 1.7 5.4c.2.6.1.8.7.8.5 0 .7-.2 1-.5l2.2-2.2 4.7 3.5c.9.5 1.5.2 1.7-.8l3.1-14.5c.3-1.3-.5-1.8-1.4-1.5zM8.8 13.8l9.3-5.9c.5-.3.9-.1.5.2l-7.9 7.1-.3 3.3z',
};

export interface FooterProps {
  /** The brand's name, used in the copyright line and as the logo's text alternative. */
  brandName: string;
  /** The brand's logo; without one, the theme's brand mark and the name. */
  logo?: ReactNode;
  /** The social links to show, in order: the app leaves out the networks the merchant has not linked. */
  socialLinks?: readonly SocialLink[];
  vendors?: readonly { vassalage: string; displayName: string }[];
  /** Grey logo address per vendor code; vendor names are listed when not given. */
  vendorLogoUrl?: (vassalage: string) => string;
  /** The help block: links to /m/help?i={index}; shown only when the help list is not empty. */
  helpLinks?: readonly { title: string; href: string }[];
  /** The merchant's age threshold, as the domain reads it from the merchant's settings. */
  minimumAge: number;
  /** The year of the copyright line. */
  copyrightYear: number;
}

export function Footer({
  brandName,
  logo,
  socialLinks = [],
  vendors = [],
  vendorLogoUrl,
  helpLinks = [],
  minimumAge,
  copyrightYear,
}: FooterProps) {
  const t = useUiText();

  return (
    <footer className={styles.footer}>
      <div className={styles.logo}>
        {logo ?? (
          <>
            <BrandMark />
            <span className={styles.brandName}>{brandName}</span>
          </>
        )}
      </div>

      {socialLinks.length > 0 ? (
        <ul className={styles.socials} aria-label={t('content:footer.socials', { defaultValue: 'Follow us' })}>
          {socialLinks.map(({ type, href }) => (
            <li key={type}>
              <a className={styles.social} href={href} target="_blank" rel="noopener noreferrer">
                <span className={visuallyHidden}>{socialNames[type]}</span>
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.socialIcon}>
                  <path d={socialPaths[type]} />
                </svg>
              </a>
            </li>
          ))}
        </ul>
      ) : null}

      {helpLinks.length > 0 ? (
        <nav aria-label={t('content:footer.help', { defaultValue: 'Help' })}>
          <ul className={styles.help}>
            {helpLinks.map((link) => (
              <li key={link.href}>
                <a className={styles.helpLink} href={link.href}>
                  {link.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      {vendors.length > 0 ? (
        <section className={styles.vendors} aria-label={t('content:footer.vendors', { defaultValue: 'Game vendors' })}>
          {vendorLogoUrl ? (
            <VendorIconStrip vendors={vendors} logoUrl={vendorLogoUrl} layout="wrap" />
          ) : (
            <ul className={styles.vendorNames}>
              {vendors.map((vendor) => (
                <li key={vendor.vassalage}>{vendor.displayName}</li>
              ))}
            </ul>
          )}
        </section>
      ) : null}

      <p className={styles.responsible}>
        <span className={styles.age} aria-hidden="true">
          {`${minimumAge}+`}
        </span>
        {t('content:footer.responsibleGaming', {
          defaultValue:
            'Gambling can be addictive. Play responsibly and only with money you can afford to lose. Players must be {{age}} or older.',
          age: minimumAge,
        })}
      </p>
      <p className={styles.copyright}>
        {t('content:footer.copyright', {
          defaultValue: '© {{year}} {{brand}}. All rights reserved.',
          year: copyrightYear,
          brand: brandName,
        })}
      </p>
    </footer>
  );
}
