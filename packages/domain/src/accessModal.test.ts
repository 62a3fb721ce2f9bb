import { describe, expect, it } from 'vitest';
import { type AccessModalEvent, type AccessModalState, accessModal } from './accessModal.ts';

const run = (events: AccessModalEvent[], from: AccessModalState = null) => events.reduce(accessModal, from);

describe('the access modals (log in, register, forgot password)', () => {
  it('opens one over the page and closes it again', () => {
    expect(run([{ type: 'OPEN', modal: 'login' }])).toBe('login');
    expect(run([{ type: 'OPEN', modal: 'login' }, { type: 'CLOSE' }])).toBeNull();
  });

  it('keeps only one open: the register and forgot links replace the login modal, and login replaces them', () => {
    expect(run([{ type: 'OPEN', modal: 'register' }], 'login')).toBe('register');
    expect(run([{ type: 'OPEN', modal: 'forget' }], 'login')).toBe('forget');
    expect(run([{ type: 'OPEN', modal: 'login' }], 'register')).toBe('login');
    expect(run([{ type: 'OPEN', modal: 'login' }], 'forget')).toBe('login');
    // Whatever was open before, a close leaves none.
    expect(run([{ type: 'OPEN', modal: 'forget' }, { type: 'CLOSE' }], 'register')).toBeNull();
  });

  it('closes after a registration that logged the player in, and offers the login modal when it did not', () => {
    expect(run([{ type: 'REGISTERED', loggedIn: true }], 'register')).toBeNull();
    expect(run([{ type: 'REGISTERED', loggedIn: false }], 'register')).toBe('login');
  });
});
