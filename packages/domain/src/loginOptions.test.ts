import { describe, expect, it } from 'vitest';
import { memberDisplayName, offersPasswordRecovery, socialLoginButtons } from './loginOptions.ts';

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

describe('the name a member is shown by', () => {
  it('is the nickname, else the account, else the user name of the session', () => {
    expect(memberDisplayName({ nickname: 'Lucky Ann', account: 'demo01' }, 'demo01')).toBe('Lucky Ann');
    expect(memberDisplayName({ nickname: '  ', account: 'demo01' }, 'x')).toBe('demo01');
    expect(memberDisplayName({ nickname: null, account: 'demo01' })).toBe('demo01');
    expect(memberDisplayName(undefined, 'demo01')).toBe('demo01');
    expect(memberDisplayName(undefined)).toBe('');
  });
});
