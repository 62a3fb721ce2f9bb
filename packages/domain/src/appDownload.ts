/** Download links keyed by resourceType, as the gateway lists them. */
export interface DownloadLinks {
  IOS?: string;
  MOBILECONFIG?: string;
  Android?: string;
  AppDownloadIcon?: string;
}

export interface DownloadEnvironment {
  platform: 'ios' | 'android' | 'other';
  isSafari: boolean;
  /** Inside the native app or the installed PWA. */
  standalone: boolean;
}

export type DownloadDecision =
  | { kind: 'hidden' }
  | { kind: 'open'; url: string }
  /** The mobile-config profile, downloaded by Safari (iOS 17+ shows the profile instructions). */
  | { kind: 'profile'; url: string }
  /** "Please use Safari for download App." */
  | { kind: 'alert'; message: 'download.safari.required' }
  | { kind: 'unavailable' };

/** Download entries show only outside the native app or PWA. */
export function showsDownloadEntry(environment: Pick<DownloadEnvironment, 'standalone'>): boolean {
  return !environment.standalone;
}

/**
 * What a download button does: iOS uses the direct link if there is one, else the mobile-config link
 * only in Safari, else the Safari alert; Android uses its link.
 */
export function appDownloadDecision(environment: DownloadEnvironment, links: DownloadLinks): DownloadDecision {
  if (!showsDownloadEntry(environment)) return { kind: 'hidden' };
  if (environment.platform === 'ios') {
    if (links.IOS) return { kind: 'open', url: links.IOS };
    if (links.MOBILECONFIG && environment.isSafari) return { kind: 'profile', url: links.MOBILECONFIG };
    if (links.MOBILECONFIG) return { kind: 'alert', message: 'download.safari.required' };
    return { kind: 'unavailable' };
  }
  if (environment.platform === 'android' && links.Android) return { kind: 'open', url: links.Android };
  return { kind: 'unavailable' };
}
