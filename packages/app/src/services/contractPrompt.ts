import type { ContractsEvent, contractsMachine } from '@wl/domain/contracts-machine';
import { contractsMachine as machine } from '@wl/domain/contracts-machine';
import type { AwaitingContract } from '@wl/domain/entities';
import type { sessionMachine } from '@wl/domain/session-machine';
import { type Actor, createActor } from 'xstate';
import type { ImplementationsOf } from '../actors/machineActors.ts';

/** The contract prompt as home shows it. */
export interface ContractPromptState {
  /** The contract to review now: none when nothing awaits, after Later, or once each one is decided. */
  contract?: AwaitingContract;
  /** The decision on its way to the gateway. */
  pending?: 'accept' | 'reject';
  /** Why the last decision failed, as an errors catalogue key. */
  error?: string;
}

export interface ContractPrompt {
  state(): ContractPromptState;
  subscribe(listener: () => void): () => void;
  /** Accept, reject, or put the prompt off (LATER). */
  send(event: ContractsEvent): void;
  stop(): void;
}

const NOTHING: ContractPromptState = {};

/**
 * The contract prompt of the session, one per session start. Once the session has renewed the member and checked the
 * contracts (on a page load with a stored session, or after a login), the contracts it found awaiting review are
 * prompted in turn by the domain's `contractsMachine`. It lives with the page, not with home: "Later" puts the prompt
 * off until the page is loaded again or another session starts, so a player going back to home within the visit is
 * not asked again (docs/decisions.md, "The contract prompt").
 */
export function createContractPrompt(
  session: Actor<typeof sessionMachine>,
  implementations: ImplementationsOf<typeof contractsMachine>,
): ContractPrompt {
  const listeners = new Set<() => void>();
  let prompt: Actor<typeof contractsMachine> | undefined;
  let promptedToken: string | undefined;
  let state = NOTHING;

  const update = () => {
    const snapshot = prompt?.getSnapshot();
    const next: ContractPromptState =
      snapshot && snapshot.status === 'active' && snapshot.context.awaiting[0]
        ? {
            contract: snapshot.context.awaiting[0],
            ...(snapshot.matches('accepting') ? { pending: 'accept' as const } : {}),
            ...(snapshot.matches('rejecting') ? { pending: 'reject' as const } : {}),
            ...(snapshot.context.error ? { error: snapshot.context.error } : {}),
          }
        : NOTHING;
    if (next.contract === state.contract && next.pending === state.pending && next.error === state.error) {
      return;
    }
    state = next;
    for (const listener of listeners) listener();
  };

  const end = () => {
    prompt?.stop();
    prompt = undefined;
  };

  const follow = () => {
    const snapshot = session.getSnapshot();
    const current = snapshot.context.session;
    if (!snapshot.hasTag('loggedIn') || !current) {
      end();
      promptedToken = undefined;
      update();
      return;
    }
    // The contracts are known once the session has gone past its check: fetching the wallet, or ready.
    const checked = snapshot.matches({ active: 'fetchingWallet' }) || snapshot.matches({ active: 'ready' });
    if (!checked || current.token === promptedToken) return;
    promptedToken = current.token;
    end();
    const awaiting = snapshot.context.awaitingContracts;
    if (awaiting.length > 0) {
      prompt = createActor(machine.provide(implementations), { input: { sessionType: current.type, awaiting } });
      prompt.subscribe(update);
      prompt.start();
    }
    update();
  };

  const subscription = session.subscribe(follow);
  follow();

  return {
    state: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    send(event) {
      prompt?.send(event);
    },
    stop() {
      subscription.unsubscribe();
      end();
    },
  };
}
