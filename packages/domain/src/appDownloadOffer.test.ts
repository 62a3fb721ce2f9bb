import { describe, expect, it } from 'vitest';
import { downloadEnvironment, downloadPlatforms, profileInstallSteps } from './appDownloadOffer.ts';

const agents = {
  iPhoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iPhoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0.6312.52 Mobile/15E148 Safari/604.1',
  iPadDesktopSite:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Mobile Safari/537.36',
  desktopChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Safari/537.36',
};

describe('download environment', () => {
  it('knows Safari on an iPhone from another iOS browser', () => {
    expect(downloadEnvironment({ userAgent: agents.iPhoneSafari, maxTouchPoints: 5, standalone: false })).toEqual({
      platform: 'ios',
      isSafari: true,
      standalone: false,
    });
    expect(downloadEnvironment({ userAgent: agents.iPhoneChrome, maxTouchPoints: 5, standalone: false })).toEqual({
      platform: 'ios',
      isSafari: false,
      standalone: false,
    });
  });

  it('takes an iPad asking for the desktop site for iOS, and a Mac without touch for neither', () => {
    expect(downloadEnvironment({ userAgent: agents.iPadDesktopSite, maxTouchPoints: 5, standalone: true })).toEqual({
      platform: 'ios',
      isSafari: true,
      standalone: true,
    });
    expect(
      downloadEnvironment({ userAgent: agents.iPadDesktopSite, maxTouchPoints: 0, standalone: false }).platform,
    ).toBe('other');
    // A Mac reports one touch point with some pointing devices; an iPad reports five.
    expect(
      downloadEnvironment({ userAgent: agents.iPadDesktopSite, maxTouchPoints: 1, standalone: false }).platform,
    ).toBe('other');
  });

  it('reads Android and other browsers, neither of them Safari', () => {
    expect(downloadEnvironment({ userAgent: agents.androidChrome, maxTouchPoints: 5, standalone: false })).toEqual({
      platform: 'android',
      isSafari: false,
      standalone: false,
    });
    expect(downloadEnvironment({ userAgent: agents.desktopChrome, maxTouchPoints: 0, standalone: false })).toEqual({
      platform: 'other',
      isSafari: false,
      standalone: false,
    });
  });
});

describe('download platforms', () => {
  const all = { IOS: 'https://x/ios.ipa', MOBILECONFIG: 'https://x/p.mobileconfig', Android: 'https://x/a.apk' };

  it('offers iOS with a direct or a mobile-config link and Android with its link, iOS first', () => {
    expect(downloadPlatforms(all, 'other')).toEqual(['ios', 'android']);
    expect(downloadPlatforms({ MOBILECONFIG: 'https://x/p.mobileconfig' }, 'ios')).toEqual(['ios']);
    expect(downloadPlatforms({ Android: 'https://x/a.apk', AppDownloadIcon: '/icon.png' }, 'ios')).toEqual(['android']);
    expect(downloadPlatforms({ AppDownloadIcon: '/icon.png' }, 'other')).toEqual([]);
  });

  it("puts an Android phone's own platform first", () => {
    expect(downloadPlatforms(all, 'android')).toEqual(['android', 'ios']);
    expect(downloadPlatforms(all, 'ios')).toEqual(['ios', 'android']);
  });
});

describe('profile install steps', () => {
  const iPhone = (version: string) =>
    `Mozilla/5.0 (iPhone; CPU iPhone OS ${version} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1`;

  it('sends iOS 17 and later to VPN & Device Management, earlier iOS to Profile Downloaded', () => {
    expect(profileInstallSteps(iPhone('17_0'))).toBe('deviceManagement');
    expect(profileInstallSteps(iPhone('18_1_1'))).toBe('deviceManagement');
    expect(profileInstallSteps(iPhone('16_7_8'))).toBe('profileDownloaded');
    expect(profileInstallSteps(iPhone('12_4'))).toBe('profileDownloaded');
    expect(profileInstallSteps(iPhone('9_3'))).toBe('profileDownloaded');
  });

  it('reads minor and patch numbers of two digits', () => {
    expect(profileInstallSteps(iPhone('16_10'))).toBe('profileDownloaded');
    expect(profileInstallSteps(iPhone('16_7_10'))).toBe('profileDownloaded');
  });

  it('reads an iPad\'s "CPU OS" too, and takes an agent without a version for a recent iOS', () => {
    expect(
      profileInstallSteps(
        'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('profileDownloaded');
    expect(profileInstallSteps(agents.iPadDesktopSite)).toBe('deviceManagement');
    expect(profileInstallSteps('iPhone OS 16_7 like Mac OS Xtra')).toBe('deviceManagement');
    expect(profileInstallSteps('iPhoneOS 16_7 like Mac OS X')).toBe('deviceManagement');
  });
});
