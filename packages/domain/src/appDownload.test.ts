import { describe, expect, it } from 'vitest';
import { appDownloadDecision, type DownloadEnvironment, showsDownloadEntry } from './appDownload.ts';

describe('app download', () => {
  const ios: DownloadEnvironment = { platform: 'ios', isSafari: true, standalone: false };
  it('uses the direct iOS link first, else the mobile-config profile in Safari only, else the Safari alert', () => {
    expect(appDownloadDecision(ios, { IOS: 'https://x/ios', MOBILECONFIG: 'https://x/p' })).toEqual({
      kind: 'open',
      url: 'https://x/ios',
    });
    expect(appDownloadDecision(ios, { MOBILECONFIG: 'https://x/p' })).toEqual({ kind: 'profile', url: 'https://x/p' });
    expect(appDownloadDecision({ ...ios, isSafari: false }, { MOBILECONFIG: 'https://x/p' })).toEqual({
      kind: 'alert',
      message: 'download.safari.required',
    });
    expect(appDownloadDecision(ios, {})).toEqual({ kind: 'unavailable' });
  });

  it('uses the Android link, and hides everything inside the app or PWA', () => {
    const android: DownloadEnvironment = { platform: 'android', isSafari: false, standalone: false };
    expect(appDownloadDecision(android, { Android: 'https://x/apk' })).toEqual({ kind: 'open', url: 'https://x/apk' });
    expect(appDownloadDecision(android, {})).toEqual({ kind: 'unavailable' });
    expect(appDownloadDecision({ ...android, platform: 'other' }, { Android: 'https://x/apk' })).toEqual({
      kind: 'unavailable',
    });
    expect(appDownloadDecision({ ...android, standalone: true }, { Android: 'https://x/apk' })).toEqual({
      kind: 'hidden',
    });
    expect(showsDownloadEntry({ standalone: true })).toBe(false);
  });
});
