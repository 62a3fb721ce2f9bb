import type { AwaitingContract, MemberInfo, SessionInfo, Wallet } from '@wl/domain/entities';
import { DomainFailure } from '@wl/domain/error-code';
import { sessionMachine } from '@wl/domain/session-machine';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { sessionStateOf } from './useSession.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const session: SessionInfo = { token: 't-1', merchantCode: 'DEMO', userName: 'demo01', type: 0, firstTimeLogin: false };
const wallet: Wallet = { sumBalance: 10, currency: 'MYR', currencySymbol: 'RM' };
const info: MemberInfo = { id: 1, nickname: 'Demo', account: 'demo01', type: 0, avatarUrl: '', vipLabel: null };

function sessionWith(answers: { renew: unknown; wallet: unknown; stored?: boolean }) {
  const answer = async <T>(value: unknown) => {
    if (value instanceof Error) throw value;
    return value as T;
  };
  return createActor(
    sessionMachine.provide({
      actors: {
        readSession: fromPromise(async (): Promise<SessionInfo | null> => (answers.stored === false ? null : session)),
        storeSession: fromPromise(async () => {}),
        clearSession: fromPromise(async () => {}),
        renewMember: fromPromise(() => answer<MemberInfo>(answers.renew)),
        checkContracts: fromPromise(async (): Promise<AwaitingContract[]> => []),
        fetchWallet: fromPromise(() => answer<Wallet>(answers.wallet)),
      },
      actions: { navigate: () => {} },
    }),
    { input: {} },
  ).start();
}

describe("the session as screens read it: why the member's figures are missing", () => {
  it("says the wallet's reason first, then the renewal's, and no longer waits for a balance that failed", async () => {
    const both = sessionWith({
      renew: new DomainFailure('network.offline'),
      wallet: new DomainFailure('network.timeout'),
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(sessionStateOf(both.getSnapshot())).toMatchObject({ failure: 'network.timeout', walletFailed: true });

    const renewal = sessionWith({ renew: new DomainFailure('response.malformed'), wallet });
    await vi.advanceTimersByTimeAsync(0);
    expect(sessionStateOf(renewal.getSnapshot())).toMatchObject({ failure: 'response.malformed', walletFailed: false });
  });

  it('says nothing once both were read, nor for a visitor', async () => {
    const read = sessionWith({ renew: info, wallet });
    await vi.advanceTimersByTimeAsync(0);
    expect(sessionStateOf(read.getSnapshot()).failure).toBeUndefined();
    expect(sessionStateOf(read.getSnapshot()).walletFailed).toBe(false);

    const visitor = sessionWith({ renew: info, wallet, stored: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(sessionStateOf(visitor.getSnapshot())).toMatchObject({ loggedIn: false, walletFailed: false });
    expect(sessionStateOf(visitor.getSnapshot()).failure).toBeUndefined();
  });
});
