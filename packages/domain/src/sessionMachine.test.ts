import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { AwaitingContract, MemberInfo, SessionInfo, Wallet } from './entities.ts';
import { DomainFailure } from './errorCode.ts';
import type { Navigation } from './navigation.ts';
import { type ClearReason, sessionMachine, showsPasswordPrompt } from './sessionMachine.ts';
import { settle, unprovided } from './testing/machineTest.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const member: SessionInfo = { token: 't-1', merchantCode: 'DEMO', userName: 'demo01', type: 0, firstTimeLogin: false };
const info: MemberInfo = { id: 1, nickname: 'Demo', account: 'demo01', type: 0, avatarUrl: '', vipLabel: null };
const contract: AwaitingContract = {
  id: 1,
  kind: 'daily',
  agent: 'agent01',
  rate: 1.5,
  threshold: 10_000,
  period: 'day',
  proposedAt: Date.UTC(2024, 0, 1),
};
const wallet: Wallet = { sumBalance: 10, currency: 'MYR', currencySymbol: 'RM' };
const expired = new DomainFailure('session.expired');
const failed = new DomainFailure('unknown.error');

type Step<TOutput> = () => Promise<TOutput>;

function start(
  options: {
    session?: SessionInfo;
    read?: Step<SessionInfo | null>;
    store?: Step<void>;
    clear?: Step<void>;
    renew?: Step<MemberInfo>;
    contracts?: Step<AwaitingContract[]>;
    wallet?: Step<Wallet>;
  } = {},
) {
  const calls: string[] = [];
  const stored: unknown[] = [];
  const cleared: ClearReason[] = [];
  const sessions: SessionInfo[] = [];
  const step =
    <TOutput>(name: string, run: Step<TOutput>) =>
    async ({ input }: { input: { session: SessionInfo } }) => {
      calls.push(name);
      sessions.push(input.session);
      return run();
    };
  const navigate = vi.fn((_: unknown, _navigation: Navigation) => {
    calls.push('navigate');
  });
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        readSession: fromPromise(async () => {
          calls.push('readSession');
          return (options.read ?? (async () => member))();
        }),
        storeSession: fromPromise(async ({ input }: { input: { session: SessionInfo } }) => {
          calls.push('storeSession');
          stored.push(input);
          return options.store?.();
        }),
        clearSession: fromPromise(async ({ input }: { input: { reason: ClearReason } }) => {
          calls.push('clearSession');
          cleared.push(input.reason);
          return options.clear?.();
        }),
        renewMember: fromPromise(step('renewMember', options.renew ?? (async () => info))),
        checkContracts: fromPromise(step('checkContracts', options.contracts ?? (async () => [contract]))),
        fetchWallet: fromPromise(step('fetchWallet', options.wallet ?? (async () => wallet))),
      },
      actions: { navigate },
    }),
    { input: options.session ? { session: options.session } : {} },
  ).start();
  const context = () => actor.getSnapshot().context;
  const navigations = () => navigate.mock.calls.map(([, navigation]) => navigation);
  return { actor, context, calls, stored, cleared, sessions, navigations };
}

/** A session that starts as a visitor: nothing stored. */
const visitor = () => start({ read: async () => null });

describe('sessionMachine: finding the session', () => {
  it('takes the session held in memory before the stored one', async () => {
    const { actor, calls, context, sessions } = start({ session: { ...member, token: 'memory' } });
    expect(actor.getSnapshot().hasTag('loggedIn')).toBe(true);
    await settle();
    expect(calls).toEqual(['renewMember', 'checkContracts', 'fetchWallet']);
    expect(context().session?.token).toBe('memory');
    expect(sessions.map((session) => session.token)).toEqual(['memory', 'memory', 'memory']);
  });

  it('with a stored session renews the member, then checks contracts, then fetches the wallet', async () => {
    const { actor, calls, context } = start();
    expect(actor.getSnapshot().value).toBe('reading');
    expect(actor.getSnapshot().hasTag('loggedIn')).toBe(false);
    await settle();
    expect(calls).toEqual(['readSession', 'renewMember', 'checkContracts', 'fetchWallet']);
    expect(actor.getSnapshot().value).toEqual({ active: 'ready' });
    expect(actor.getSnapshot().hasTag('loggedIn')).toBe(true);
    expect(context()).toMatchObject({ session: member, member: info, awaitingContracts: [contract], wallet });
  });

  it('is a visitor when nothing is stored, or the storage cannot be read', async () => {
    for (const read of [async () => null, async () => Promise.reject(new Error('storage'))]) {
      const { actor, calls, context } = start({ read });
      await settle();
      expect(actor.getSnapshot().value).toBe('anonymous');
      expect(actor.getSnapshot().hasTag('loggedIn')).toBe(false);
      expect(calls).toEqual(['readSession']);
      expect(context().session).toBeUndefined();
    }
  });

  it('checks contracts for types 0, 1 and 2, and skips them for 4, 40, 41 and 42', async () => {
    for (const [type, checked] of [
      [0, true],
      [1, true],
      [2, true],
      [4, false],
      [40, false],
      [41, false],
      [42, false],
    ] as const) {
      const { calls, context } = start({ read: async () => ({ ...member, type }) });
      await settle();
      expect(calls, `type ${type}`).toEqual(
        checked
          ? ['readSession', 'renewMember', 'checkContracts', 'fetchWallet']
          : ['readSession', 'renewMember', 'fetchWallet'],
      );
      expect(context().awaitingContracts).toEqual(checked ? [contract] : []);
    }
  });

  it('goes on to the next step when a call fails for another reason than an expired session', async () => {
    const { actor, calls, context } = start({
      renew: async () => Promise.reject(failed),
      contracts: async () => Promise.reject(failed),
      wallet: async () => Promise.reject(failed),
    });
    await settle();
    expect(calls).toEqual(['readSession', 'renewMember', 'checkContracts', 'fetchWallet']);
    expect(actor.getSnapshot().value).toEqual({ active: 'ready' });
    expect(context()).toMatchObject({ session: member, awaitingContracts: [] });
    expect(context().member).toBeUndefined();
    expect(context().wallet).toBeUndefined();
  });

  it('keeps why the member or the wallet could not be read until the next answer, and forgets it with the session', async () => {
    const offline = new DomainFailure('network.offline');
    const timeout = new DomainFailure('network.timeout');
    let renew: () => Promise<MemberInfo> = async () => Promise.reject(offline);
    let fetchWallet: () => Promise<Wallet> = async () => Promise.reject(timeout);
    const { actor, context } = start({ renew: () => renew(), wallet: () => fetchWallet() });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ active: 'ready' });
    expect(context()).toMatchObject({ memberError: 'network.offline', walletError: 'network.timeout' });

    fetchWallet = async () => wallet;
    actor.send({ type: 'REFRESH_WALLET' });
    await settle();
    expect(context()).toMatchObject({ memberError: 'network.offline', walletError: undefined, wallet });

    renew = async () => info;
    actor.send({ type: 'RENEW' });
    await settle();
    expect(context()).toMatchObject({ memberError: undefined, walletError: undefined, member: info });

    renew = async () => Promise.reject(offline);
    actor.send({ type: 'RENEW' });
    await settle();
    expect(context().memberError).toBe('network.offline');
    actor.send({ type: 'LOGGED_OUT' });
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(context().memberError).toBeUndefined();
    expect(context().walletError).toBeUndefined();
  });
});

describe('sessionMachine: the balance', () => {
  it('is masked while the wallet loads, and only then', async () => {
    let release = () => {};
    let gated = true;
    const { actor, context } = start({
      wallet: () =>
        gated ? new Promise<Wallet>((resolve) => (release = () => resolve(wallet))) : Promise.resolve(wallet),
    });
    expect(actor.getSnapshot().hasTag('balanceMasked')).toBe(false);
    await settle();
    expect(actor.getSnapshot().value).toEqual({ active: 'fetchingWallet' });
    expect(actor.getSnapshot().hasTag('balanceMasked')).toBe(true);
    release();
    await settle();
    expect(actor.getSnapshot().hasTag('balanceMasked')).toBe(false);
    expect(context().wallet).toEqual(wallet);
    gated = false;
    actor.send({ type: 'REFRESH_WALLET' });
    expect(actor.getSnapshot().hasTag('balanceMasked')).toBe(true);
    await settle();
    expect(actor.getSnapshot().hasTag('balanceMasked')).toBe(false);
  });

  it('is fetched again on refresh, and the member renewed on renew', async () => {
    const { actor, calls } = start({ session: member });
    await settle();
    actor.send({ type: 'REFRESH_WALLET' });
    await settle();
    expect(calls).toEqual(['renewMember', 'checkContracts', 'fetchWallet', 'fetchWallet']);
    actor.send({ type: 'RENEW' });
    await settle();
    expect(calls.slice(4)).toEqual(['renewMember', 'checkContracts', 'fetchWallet']);
  });

  it("sends a visitor's refresh to /m/login and stays a visitor", async () => {
    const { actor, calls, navigations } = visitor();
    await settle();
    actor.send({ type: 'REFRESH_WALLET' });
    expect(navigations()).toEqual([{ to: '/m/login' }]);
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(calls).toEqual(['readSession', 'navigate']);
  });

  it('must be given its navigate action: a machine without one stops with an error', async () => {
    const actor = createActor(
      sessionMachine.provide({ actors: { readSession: fromPromise<SessionInfo | null, void>(async () => null) } }),
      { input: {} },
    );
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    await settle();
    actor.send({ type: 'REFRESH_WALLET' });
    expect(actor.getSnapshot().status).toBe('error');
    expect(String(errors[0])).toContain('"navigate" must be provided');
  });
});

describe('sessionMachine: ending the session', () => {
  for (const step of ['renew', 'contracts', 'wallet'] as const) {
    it(`ends with "Account logged out, log in again" when the ${step} call answers session.expired`, async () => {
      const { actor, calls, cleared, context } = start({ [step]: async () => Promise.reject(expired) });
      await settle();
      expect(actor.getSnapshot().value).toBe('anonymous');
      expect(actor.getSnapshot().hasTag('loggedIn')).toBe(false);
      expect(context()).toEqual({ message: 'session.expired', awaitingContracts: [] });
      expect(calls.at(-1)).toBe('clearSession');
      expect(cleared).toEqual(['expired']);
    });
  }

  it('ends the same way when any other call of the app answered session.expired', async () => {
    const { actor, cleared, context } = start({ session: { ...member, firstTimeLogin: true } });
    await settle();
    actor.send({ type: 'LOGGED_OUT' });
    actor.send({ type: 'LOGGED_IN', session: { ...member, firstTimeLogin: true }, heldPassword: 'Temp1234' });
    await settle();
    actor.send({ type: 'SESSION_EXPIRED' });
    expect(context()).toEqual({ message: 'session.expired', awaitingContracts: [] });
    await settle();
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(cleared).toEqual(['expired']);
  });

  it('becomes a visitor even when the storage cannot be cleared', async () => {
    const { actor } = start({ wallet: async () => Promise.reject(expired), clear: async () => Promise.reject(failed) });
    await settle();
    expect(actor.getSnapshot().value).toBe('anonymous');
  });

  it('forgets everything on logout, with no message', async () => {
    const { actor, cleared, context } = start();
    await settle();
    actor.send({ type: 'LOGGED_OUT' });
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(context()).toEqual({ awaitingContracts: [] });
    expect(cleared).toEqual([]);
  });
});

describe('sessionMachine: a new login', () => {
  it('is stored, trial merchant code included, then renewed, and clears the last message', async () => {
    let wallets = 0;
    const { actor, calls, stored, context } = start({
      wallet: async () => (++wallets === 1 ? Promise.reject(expired) : wallet),
    });
    await settle();
    expect(context().message).toBe('session.expired');
    const trial: SessionInfo = { ...member, type: 4, merchantCode: 'TRIAL', trialName: 'guest123' };
    actor.send({ type: 'LOGGED_IN', session: trial });
    expect(actor.getSnapshot().value).toBe('storing');
    expect(context().message).toBeUndefined();
    expect(stored).toEqual([{ session: trial }]);
    calls.length = 0;
    await settle();
    expect(actor.getSnapshot().value).toEqual({ active: 'ready' });
    expect(calls).toEqual(['renewMember', 'fetchWallet']);
  });

  it('works for this page even when the browser refuses to store it', async () => {
    const { actor } = start({ read: async () => null, store: async () => Promise.reject(failed) });
    await settle();
    actor.send({ type: 'LOGGED_IN', session: member });
    await settle();
    expect(actor.getSnapshot().hasTag('loggedIn')).toBe(true);
  });
});

describe('sessionMachine: a first-time login', () => {
  const firstLogin: SessionInfo = { ...member, firstTimeLogin: true };

  it('holds its password in memory only, and prompts for a new one', async () => {
    const { actor, stored, context } = visitor();
    await settle();
    actor.send({ type: 'LOGGED_IN', session: firstLogin, heldPassword: 'Temp1234' });
    await settle();
    expect(context().heldPassword).toBe('Temp1234');
    expect(showsPasswordPrompt(context())).toBe(true);
    expect(stored).toEqual([{ session: firstLogin }]);
    expect(JSON.stringify(stored)).not.toContain('Temp1234');
  });

  it('forgets the password and the prompt once the password changed, and stores the session without the flag', async () => {
    const { actor, stored, calls, context } = visitor();
    await settle();
    actor.send({ type: 'LOGGED_IN', session: firstLogin, heldPassword: 'Temp1234' });
    await settle();
    calls.length = 0;
    actor.send({ type: 'PASSWORD_CHANGED' });
    expect(context().heldPassword).toBeUndefined();
    expect(context().session).toEqual({ ...member, firstTimeLogin: false });
    expect(showsPasswordPrompt(context())).toBe(false);
    await settle();
    expect(calls).toEqual(['storeSession']);
    expect(stored.at(-1)).toEqual({ session: { ...member, firstTimeLogin: false } });
    expect(actor.getSnapshot().value).toEqual({ active: 'ready' });
  });

  it('shows the member info a change gave, without renewing the session or fetching the wallet again', async () => {
    const { actor, calls, context } = start();
    await settle();
    calls.length = 0;
    const renamed: MemberInfo = { ...info, nickname: 'Lucky Demo' };
    actor.send({ type: 'MEMBER_UPDATED', member: renamed });
    expect(context().member).toEqual(renamed);
    await settle();
    expect(calls).toEqual([]);
    expect(actor.getSnapshot().value).toEqual({ active: 'ready' });
    expect(context().wallet).toEqual(wallet);
  });

  it('takes no member update from a visitor', async () => {
    const { actor, context } = visitor();
    await settle();
    actor.send({ type: 'MEMBER_UPDATED', member: info });
    expect(context().member).toBeUndefined();
  });

  it('keeps the session when the updated one cannot be stored, whatever it does meanwhile', async () => {
    const refusals: ((error: Error) => void)[] = [];
    const { actor, context } = start({
      session: firstLogin,
      store: () => new Promise<void>((_, reject) => refusals.push(reject)),
    });
    await settle();
    actor.send({ type: 'PASSWORD_CHANGED' });
    actor.send({ type: 'REFRESH_WALLET' });
    refusals[0]?.(failed);
    await settle();
    expect(actor.getSnapshot().value).toEqual({ active: 'ready' });
    expect(showsPasswordPrompt(context())).toBe(false);

    // Two changes in a row, then a logout, then both stores refused: the session no longer waits for either.
    actor.send({ type: 'PASSWORD_CHANGED' });
    actor.send({ type: 'PASSWORD_CHANGED' });
    actor.send({ type: 'LOGGED_OUT' });
    for (const refuse of refusals) refuse(failed);
    await settle();
    expect(refusals).toHaveLength(3);
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().value).toBe('anonymous');
  });

  it('forgets the held password on logout and on expiry', async () => {
    for (const end of [{ type: 'LOGGED_OUT' }, { type: 'SESSION_EXPIRED' }] as const) {
      const { actor, context } = visitor();
      await settle();
      actor.send({ type: 'LOGGED_IN', session: firstLogin, heldPassword: 'Temp1234' });
      await settle();
      actor.send(end);
      await settle();
      expect(context().heldPassword).toBeUndefined();
      expect(showsPasswordPrompt(context())).toBe(false);
    }
  });

  it('prompts a first-time session restored from storage, with no password held', async () => {
    const { context } = start({ read: async () => firstLogin });
    await settle();
    expect(showsPasswordPrompt(context())).toBe(true);
    expect(context().heldPassword).toBeUndefined();
  });

  it('does not prompt a visitor or a session that is not a first-time one', () => {
    expect(showsPasswordPrompt({})).toBe(false);
    expect(showsPasswordPrompt({ session: member })).toBe(false);
  });
});

describe('sessionMachine: what the app provides', () => {
  it('fails loudly, naming each actor the app has not provided', async () => {
    const { actor, names } = unprovided(sessionMachine.provide({ actions: { navigate: () => {} } }), { input: {} });
    await settle();
    expect(names).toEqual(['readSession']);
    actor.send({ type: 'LOGGED_IN', session: member });
    await settle();
    expect(names).toEqual(['readSession', 'storeSession', 'renewMember', 'checkContracts', 'fetchWallet']);
    actor.send({ type: 'SESSION_EXPIRED' });
    await settle();
    expect(names.at(-1)).toBe('clearSession');
  });
});
