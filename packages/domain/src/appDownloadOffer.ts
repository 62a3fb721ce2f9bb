import type { DownloadEnvironment, DownloadLinks } from './appDownload.ts';
import { IOS_PROFILE_INSTRUCTIONS_FROM_MAJOR } from './constants.ts';

export type DownloadPlatform = 'ios' | 'android';

/** What the browser tells about itself, read by the app. */
export interface BrowserTraits {
  userAgent: string;
  /** navigator.maxTouchPoints: an iPad asking for the desktop site says "Macintosh" but has touch points. */
  maxTouchPoints: number;
  /** display-mode standalone, or iOS's navigator.standalone: the installed PWA or the native app's web view. */
  standalone: boolean;
}

const IOS = /\b(iPhone|iPad|iPod)\b/;
const ANDROID = /\bAndroid\b/;
/** Other browsers on iOS carry "Safari" in their agent too; each names itself as well. */
const NOT_SAFARI = /\b(CriOS|FxiOS|EdgiOS|OPiOS|GSA|FBAN|FBAV|Instagram|Line|Chrome|Chromium)\b/;

/** The platform, whether the browser is Safari, and whether the site runs installed, from the browser's traits. */
export function downloadEnvironment({ userAgent, maxTouchPoints, standalone }: BrowserTraits): DownloadEnvironment {
  const ios = IOS.test(userAgent) || (/\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1);
  const platform = ios ? 'ios' : ANDROID.test(userAgent) ? 'android' : 'other';
  const isSafari = /\bSafari\//.test(userAgent) && !NOT_SAFARI.test(userAgent) && !ANDROID.test(userAgent);
  return { platform, isSafari, standalone };
}

/**
 * The platforms the download popup offers: iOS when there is a direct or a mobile-config link, Android when there is
 * an Android link; the player's own platform first.
 */
export function downloadPlatforms(links: DownloadLinks, platform: DownloadEnvironment['platform']): DownloadPlatform[] {
  const offered: DownloadPlatform[] = [];
  if (links.IOS || links.MOBILECONFIG) offered.push('ios');
  if (links.Android) offered.push('android');
  return platform === 'android' ? offered.reverse() : offered;
}

/** "iPhone OS 17_2 like Mac OS X" (or "CPU OS 16_6" on an iPad): the major version, when the agent states one. */
const IOS_VERSION = /\bOS (\d+)_\d+(?:_\d+)? like Mac OS X\b/;

/**
 * Where a downloaded mobile-config profile is installed: from iOS 17 on, Settings > General > VPN & Device
 * Management; before it, the "Profile Downloaded" entry at the top of Settings. An iPad asking for the desktop site
 * states no iOS version: it runs a recent iOS.
 */
export function profileInstallSteps(userAgent: string): 'deviceManagement' | 'profileDownloaded' {
  const major = Number(IOS_VERSION.exec(userAgent)?.[1] ?? IOS_PROFILE_INSTRUCTIONS_FROM_MAJOR);
  return major >= IOS_PROFILE_INSTRUCTIONS_FROM_MAJOR ? 'deviceManagement' : 'profileDownloaded';
}
