import { describe, expect, it } from 'vitest';
import {
  memberDisplayName,
  offersFreePlay,
  offersPasswordRecovery,
  socialLoginButtons,
  socialSignIns,
} from './loginOptions.ts';

const none = { switches: {}, mailPasswordRecovery: false, socialLogin: { facebook: false, google: false } };

describe('what the login form offers', () => {
  it('links to forgot password when recovery by e-mail or by phone (CHNGPASSVERIF3) is on, and not otherwise', () => {
    expect(offersPasswordRecovery(none)).toBe(false);
    expect(offersPasswordRecovery({ ...none, mailPasswordRecovery: true })).toBe(true);
    expect(offersPasswordRecovery({ ...none, switches: { CHNGPASSVERIF3: true } })).toBe(true);
    expect(offersPasswordRecovery({ ...none, switches: { CHNGPASSVERIF3: false } })).toBe(false);
  });

  it('shows each enabled social network once the phone provider is ready, never on the agent page', () => {
    const both = { ...none, socialLogin: { facebook: true, google: true } };
    expect(socialLoginButtons(both, { providerReady: true, agentPage: false })).toEqual(['facebook', 'google']);
    expect(
      socialLoginButtons(
        { ...none, socialLogin: { facebook: false, google: true } },
        { providerReady: true, agentPage: false },
      ),
    ).toEqual(['google']);
    expect(socialLoginButtons(both, { providerReady: false, agentPage: false })).toEqual([]);
    expect(socialLoginButtons(both, { providerReady: true, agentPage: true })).toEqual([]);
  });
});

describe('where the social sign-in buttons go', () => {
  const facebookUrl = 'https://id.example.com/facebook?return=/m/home';
  const googleUrl = 'https://id.example.com/google';
  const configured = {
    ...none,
    socialLogin: { facebook: true, google: true, facebookSignInUrl: facebookUrl, googleSignInUrl: googleUrl },
  };

  it("sends each enabled network to its identity provider's sign-in address, in the kit's order", () => {
    expect(socialSignIns(configured, { agentPage: false })).toEqual([
      { network: 'facebook', url: facebookUrl },
      { network: 'google', url: googleUrl },
    ]);
  });

  it('leaves out a network that is switched off, or whose provider has no address, and all on the agent page', () => {
    expect(
      socialSignIns(
        { ...configured, socialLogin: { ...configured.socialLogin, facebook: false } },
        { agentPage: false },
      ),
    ).toEqual([{ network: 'google', url: googleUrl }]);
    expect(
      socialSignIns(
        { ...none, socialLogin: { facebook: true, google: true, googleSignInUrl: googleUrl } },
        { agentPage: false },
      ),
    ).toEqual([{ network: 'google', url: googleUrl }]);
    expect(socialSignIns({ ...none, socialLogin: { facebook: true, google: true } }, { agentPage: false })).toEqual([]);
    expect(socialSignIns(configured, { agentPage: true })).toEqual([]);
  });

  it('follows only an absolute https address', () => {
    for (const address of [
      'http://id.example.com/fb',
      'javascript:alert(1)',
      '/m/home',
      'https:///m/home',
      'https:// x',
      ' https://id.example.com',
      '',
    ])
      expect(
        socialSignIns(
          { ...none, socialLogin: { facebook: true, google: false, facebookSignInUrl: address } },
          { agentPage: false },
        ),
      ).toEqual([]);
  });
});

describe('the name a member is shown by', () => {
  it('is the nickname, else the account, else the user name of the session', () => {
    expect(memberDisplayName({ nickname: 'Lucky Ann', account: 'demo01' }, 'demo01')).toBe('Lucky Ann');
    expect(memberDisplayName({ nickname: '  ', account: 'demo01' }, 'x')).toBe('demo01');
    expect(memberDisplayName({ nickname: null, account: 'demo01' })).toBe('demo01');
    expect(memberDisplayName(undefined, 'demo01')).toBe('demo01');
    expect(memberDisplayName(undefined)).toBe('');
  });
});

describe('the free-play entry', () => {
  it('shows to a visitor when FREEPLAY3 is on', () => {
    expect(offersFreePlay({ FREEPLAY3: true }, false)).toBe(true);
  });

  it('is hidden when FREEPLAY3 is off or missing', () => {
    expect(offersFreePlay({ FREEPLAY3: false }, false)).toBe(false);
    expect(offersFreePlay({}, false)).toBe(false);
    expect(offersFreePlay({ CHNGPASSVERIF3: true }, false)).toBe(false);
  });

  it('is hidden from someone already logged in', () => {
    expect(offersFreePlay({ FREEPLAY3: true }, true)).toBe(false);
  });
});
