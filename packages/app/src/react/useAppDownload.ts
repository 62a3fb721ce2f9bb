import { fetchDownloadLinks } from '@wl/api/system';
import { appDownloadDecision, type DownloadDecision, type DownloadLinks } from '@wl/domain/app-download';
import {
  type BrowserTraits,
  type DownloadPlatform,
  downloadEnvironment,
  downloadPlatforms,
  profileInstallSteps,
} from '@wl/domain/app-download-offer';
import { followableAddress } from '@wl/domain/links';
import { use } from 'react';
import { runsInstalled } from '../boot/installedApp.ts';
import type { AppServices } from '../services/appServices.ts';
import { unwrap } from '../services/failure.ts';
import { useAppServices } from './AppServicesContext.tsx';

export type { DownloadPlatform } from '@wl/domain/app-download-offer';

/** What the browser says about itself; the site added to a home screen runs standalone. */
function browserTraits(): BrowserTraits {
  return {
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    standalone: runsInstalled(),
  };
}

/** Inside the native app or the installed PWA, where no download entry shows. Never suspends. */
export function useInstalledApp(): boolean {
  return runsInstalled();
}

interface LinksRead {
  links: DownloadLinks;
  failed: boolean;
}

/** One read of the download links per services, shared by every opening of the popup. */
const reads = new WeakMap<AppServices, Promise<LinksRead>>();

function readLinks(services: AppServices): Promise<LinksRead> {
  let pending = reads.get(services);
  if (!pending) {
    pending = unwrap(fetchDownloadLinks(services.clients)).then(
      (value) => ({
        links: Object.fromEntries(
          Object.entries(value).map(([type, link]) => [type, followableAddress(link?.url)]),
        ) as DownloadLinks,
        failed: false,
      }),
      // A popup without links says the app is not available yet; the next opening asks again.
      () => ({ links: {}, failed: true }),
    );
    reads.set(services, pending);
  }
  return pending;
}

export interface AppDownloadView {
  /** The platforms with a download link, the player's own first. */
  platforms: DownloadPlatform[];
  /** The AppDownloadIcon resource, when the merchant has one. */
  iconUrl?: string;
  /** Inside the native app or the installed site: the guides show, no download entry. */
  installed: boolean;
  /** The install guides in the order to offer them: the player's own platform first (iOS off a phone). */
  guides: DownloadPlatform[];
  /** Where this iPhone installs a downloaded profile: VPN & Device Management from iOS 17, else Profile Downloaded. */
  profileSteps: 'deviceManagement' | 'profileDownloaded';
  /**
   * Downloads for a platform as the domain decides (`appDownloadDecision`): a direct link or Safari's profile opens;
   * the answer says what happened, so the popup can show "Please use Safari for download App." when it must.
   */
  download(platform: DownloadPlatform): DownloadDecision;
  /** The popup closed: a failed read of the links is forgotten, so the next opening asks the gateway again. */
  closed(): void;
}

/**
 * The app-download popup's data: the merchant's download links (GET /wps/system/download-links), read once and
 * shared. Suspends until they are in.
 */
export function useAppDownload(): AppDownloadView {
  const services = useAppServices();
  const { links, failed } = use(readLinks(services));
  const traits = browserTraits();
  const environment = downloadEnvironment(traits);
  return {
    platforms: environment.standalone ? [] : downloadPlatforms(links, environment.platform),
    installed: environment.standalone,
    guides: environment.platform === 'android' ? ['android', 'ios'] : ['ios', 'android'],
    profileSteps: profileInstallSteps(traits.userAgent),
    ...(links.AppDownloadIcon ? { iconUrl: links.AppDownloadIcon } : {}),
    download(platform) {
      const decision = appDownloadDecision({ ...environment, platform }, links);
      if (decision.kind === 'open' || decision.kind === 'profile') window.location.assign(decision.url);
      return decision;
    },
    closed() {
      if (failed) reads.delete(services);
    },
  };
}
