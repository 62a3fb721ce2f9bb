import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { AwaitingContract, MemberInfo, SessionInfo, Wallet } from './entities.ts';
import { DomainFailure } from './errorCode.ts';
import type { Navigation } from './navigation.ts';
import { sessionMachine } from './sessionMachine.ts';
import { describeModel } from './testing/modelTest.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const member: SessionInfo = { token: 't-1', merchantCode: 'DEMO', userName: 'demo01', type: 0, firstTimeLogin: false };
const agentOnly: SessionInfo = { ...member, userName: 'agentonly', type: 40 };
const expired = new DomainFailure('session.expired');
const failed = new DomainFailure('unknown.error');

const model = {
  machine: sessionMachine,
  input: {},
  events: () => [
    { type: 'LOGGED_IN' as const, session: member },
    { type: 'LOGGED_IN' as const, session: agentOnly },
    { type: 'REFRESH_WALLET' as const },
    { type: 'RENEW' as const },
    { type: 'SESSION_EXPIRED' as const },
    { type: 'LOGGED_OUT' as const },
  ],
  outcomes: {
    readSession: { outputs: [null, member], errors: [failed] },
    storeSession: { outputs: [undefined], errors: [failed] },
    clearSession: { outputs: [undefined], errors: [failed] },
    renewMember: { outputs: [{ id: '1', nickname: 'Demo', account: 'demo01' }], errors: [expired, failed] },
    checkContracts: { outputs: [[{ id: 'c1', kind: 'daily' }]], errors: [expired, failed] },
    fetchWallet: { outputs: [{ sumBalance: 1234.56 }], errors: [expired, failed] },
    navigate: { outputs: [undefined], errors: [failed] },
  },
  project: (snapshot: { context: { session?: SessionInfo; message?: string } }) => [
    snapshot.context.session?.type,
    snapshot.context.message,
  ],
};

describeModel('sessionMachine', model);

describe('sessionMachine rules', () => {
  type Actors = NonNullable<Parameters<typeof sessionMachine.provide>[0]['actors']>;

  function provided(overrides: Actors = {}) {
    const calls: string[] = [];
    const step = <TOutput, TInput>(name: string, value: TOutput) =>
      fromPromise<TOutput, TInput>(async () => {
        calls.push(name);
        return value;
      });
    const machine = sessionMachine.provide({
      actors: {
        readSession: step<SessionInfo | null, void>('readSession', member),
        storeSession: step<void, { session: SessionInfo }>('storeSession', undefined),
        clearSession: step<void, { reason: 'logout' | 'expired' }>('clearSession', undefined),
        renewMember: step<MemberInfo, { session: SessionInfo }>('renewMember', {
          id: 1,
          nickname: 'Demo',
          account: 'demo01',
          type: 0,
          avatarUrl: '',
          vipLabel: null,
        }),
        checkContracts: step<AwaitingContract[], { session: SessionInfo }>('checkContracts', [
          { id: 1, kind: 'daily', agent: 'agent01', rate: 1.5, threshold: 10_000, period: 'day' },
        ]),
        fetchWallet: step<Wallet, { session: SessionInfo }>('fetchWallet', {
          sumBalance: 10,
          currency: 'MYR',
          currencySymbol: 'RM',
        }),
        navigate: step<void, Navigation>('navigate', undefined),
        ...overrides,
      },
    });
    return { machine, calls };
  }

  it('takes the token from memory before the stored session', async () => {
    const { machine, calls } = provided();
    const actor = createActor(machine, { input: { session: { ...member, token: 'memory' } } }).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls[0]).toBe('renewMember');
    expect(actor.getSnapshot().context.session?.token).toBe('memory');
  });

  it('with a stored session renews the member, then checks contracts, then fetches the wallet', async () => {
    const { machine, calls } = provided();
    const actor = createActor(machine, { input: {} }).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual(['readSession', 'renewMember', 'checkContracts', 'fetchWallet']);
    expect(actor.getSnapshot().matches({ active: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context.awaitingContracts).toEqual([
      { id: 1, kind: 'daily', agent: 'agent01', rate: 1.5, threshold: 10_000, period: 'day' },
    ]);
  });

  it('skips the contract check for agent-only and trial sessions', async () => {
    const { machine, calls } = provided({
      readSession: fromPromise<SessionInfo | null, void>(async () => ({ ...member, type: 4 })),
    });
    createActor(machine, { input: {} }).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual(['renewMember', 'fetchWallet']);
  });

  it('ends the session with "Account logged out, log in again" when a call answers session.expired', async () => {
    const { machine, calls } = provided({
      fetchWallet: fromPromise<Wallet, { session: SessionInfo }>(async () => Promise.reject(expired)),
    });
    const actor = createActor(machine, { input: {} }).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(actor.getSnapshot().context).toMatchObject({
      message: 'session.expired',
      session: undefined,
      member: undefined,
    });
    expect(calls.at(-1)).toBe('clearSession');
  });

  it('stores a new login, trial merchant code included, and masks the balance while the wallet loads', async () => {
    const store = vi.fn(async () => undefined);
    const { machine } = provided({
      readSession: fromPromise<SessionInfo | null, void>(async () => null),
      storeSession: fromPromise<void, { session: SessionInfo }>(store),
    });
    const actor = createActor(machine, { input: {} }).start();
    await vi.advanceTimersByTimeAsync(0);
    const trial: SessionInfo = { ...member, type: 4, merchantCode: 'TRIAL', trialName: 'guest123' };
    actor.send({ type: 'LOGGED_IN', session: trial });
    expect(store).toHaveBeenCalledWith(expect.objectContaining({ input: { session: trial } }));
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'REFRESH_WALLET' });
    expect(actor.getSnapshot().hasTag('balanceMasked')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('balanceMasked')).toBe(false);
  });

  it('sends a visitor who refreshes the balance to /m/login', async () => {
    const navigate = vi.fn(async (_: { input: Navigation }): Promise<void> => {});
    const { machine } = provided({
      readSession: fromPromise<SessionInfo | null, void>(async () => null),
      navigate: fromPromise(navigate),
    });
    const actor = createActor(machine, { input: {} }).start();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'REFRESH_WALLET' });
    await vi.advanceTimersByTimeAsync(0);
    expect(navigate.mock.calls[0]?.[0].input).toEqual({ to: '/m/login' });
    expect(actor.getSnapshot().value).toBe('anonymous');
  });
});
