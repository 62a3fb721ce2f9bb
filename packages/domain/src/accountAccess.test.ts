import { describe, expect, it } from 'vitest';
import { changePasswordAccess, offersFreePlay } from './accountAccess.ts';

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

describe('opening change password', () => {
  it('sends a visitor to log in', () => {
    expect(changePasswordAccess(undefined)).toBe('login');
  });

  it('refuses a trial account with "use an actual account"', () => {
    expect(changePasswordAccess(4)).toBe('trial.forbidden');
  });

  it('opens for members, member-agents and agent-only accounts', () => {
    for (const type of [0, 1, 2, 40, 41, 42] as const) expect(changePasswordAccess(type)).toBe('open');
  });
});
