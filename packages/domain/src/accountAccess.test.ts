import { describe, expect, it } from 'vitest';
import { changePasswordAccess, memberPageAccess } from './accountAccess.ts';

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

describe('a member page as the session changes under it', () => {
  const page = (openedFor: string | undefined, userName: string | undefined, ended?: string) => ({
    openedFor,
    userName,
    ended,
  });

  it('opens for the member logged in, and is then on screen for them', () => {
    expect(memberPageAccess('open', page(undefined, 'demo01'))).toEqual({ access: 'open', openedFor: 'demo01' });
    expect(memberPageAccess('open', page('demo01', 'demo01'))).toEqual({ access: 'open', openedFor: 'demo01' });
  });

  it('stays on screen for its member when the gateway ended the session', () => {
    expect(memberPageAccess('login', page('demo01', undefined, 'session.expired'))).toEqual({
      access: 'open',
      openedFor: 'demo01',
    });
  });

  it('is still theirs when the same member logs in again', () => {
    const kept = memberPageAccess('login', page('demo01', undefined, 'session.expired'));
    expect(memberPageAccess('open', page(kept.openedFor, 'demo01'))).toEqual({ access: 'open', openedFor: 'demo01' });
  });

  it('opens afresh for another member who logs in', () => {
    expect(memberPageAccess('open', page('demo01', 'agent01'))).toEqual({ access: 'open', openedFor: 'agent01' });
  });

  it('sends a visitor opening it afresh to log in, even after an ended session', () => {
    expect(memberPageAccess('login', page(undefined, undefined))).toEqual({ access: 'login', openedFor: undefined });
    expect(memberPageAccess('login', page(undefined, undefined, 'session.expired'))).toEqual({
      access: 'login',
      openedFor: undefined,
    });
  });

  it('closes on a logout: the session did not end by itself', () => {
    expect(memberPageAccess('login', page('demo01', undefined))).toEqual({ access: 'login', openedFor: undefined });
  });

  it('follows the access rule for a trial session that replaced the ended one', () => {
    expect(memberPageAccess('trial.forbidden', page('demo01', 'trial_1', 'session.expired'))).toEqual({
      access: 'trial.forbidden',
      openedFor: undefined,
    });
  });
});
