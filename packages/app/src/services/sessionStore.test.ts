import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../testing/memory.ts';
import { createSessionStore } from './sessionStore.ts';

const member = {
  token: 'a'.repeat(43),
  merchantCode: 'DEMO',
  userName: 'demo01',
  type: 0,
  firstTimeLogin: false,
} as const;

function browser() {
  const local = memoryStorage();
  const session = memoryStorage();
  return { local, session, store: createSessionStore({ local, session }) };
}

describe('session store', () => {
  it('keeps the session under MC_SESSION_INFO in local storage and reads it back', () => {
    const { local, store } = browser();
    store.store(member);
    expect(JSON.parse(local.getItem('MC_SESSION_INFO') ?? 'null')).toEqual(member);
    expect(store.read()).toEqual(member);
  });

  it("keeps a trial user's name in session storage as trialName, not in local storage", () => {
    const { local, session, store } = browser();
    store.store({ ...member, type: 4, merchantCode: 'DEMO_TRIAL', trialName: 'guest123' });
    expect(session.getItem('trialName')).toBe('guest123');
    expect(local.getItem('MC_SESSION_INFO')).not.toContain('guest123');
    expect(store.read()).toMatchObject({ type: 4, trialName: 'guest123' });
  });

  it('drops a record that does not parse or does not fit, rather than trusting it', () => {
    const { local, store } = browser();
    for (const raw of ['{not json', JSON.stringify({ ...member, type: 3 }), JSON.stringify({ ...member, token: '' })]) {
      local.setItem('MC_SESSION_INFO', raw);
      expect(store.read()).toBeNull();
      expect(local.getItem('MC_SESSION_INFO')).toBeNull();
    }
  });

  it('clears the session, the trial user and the member info, and stores autoLogin 0', () => {
    const { local, session, store } = browser();
    store.store({ ...member, trialName: 'guest123', type: 4 });
    local.setItem('memberInfo', '{}');
    store.clear();
    expect(local.getItem('MC_SESSION_INFO')).toBeNull();
    expect(local.getItem('memberInfo')).toBeNull();
    expect(session.getItem('trialName')).toBeNull();
    expect(local.getItem('autoLogin')).toBe('0');
  });

  it('works without any storage at all (a browser that refuses it)', () => {
    const store = createSessionStore({});
    store.store(member);
    expect(store.read()).toBeNull();
    expect(() => store.clear()).not.toThrow();
  });
});
