import * as agentApi from '@wl/api/agent';
import * as memberApi from '@wl/api/member';
import * as systemApi from '@wl/api/system';
import type { ContractKind } from '@wl/domain/contract';
import type { contractsMachine } from '@wl/domain/contracts-machine';
import type { AwaitingContract, MemberInfo, SessionInfo, Wallet } from '@wl/domain/entities';
import type { lobbyFiltersMachine } from '@wl/domain/lobby-filters-machine';
import type { sessionMachine } from '@wl/domain/session-machine';
import type { StatusFlags, SystemStatus } from '@wl/domain/system-status';
import type { systemStatusMachine } from '@wl/domain/system-status-machine';
import { fromPromise } from 'xstate';
import { type ActorContext, type ImplementationsOf, navigation } from './actorContext.ts';

const CONTRACT_FLAGS: Record<ContractKind, 'dailysalreqtype' | 'contracthoursalreq' | 'divtypecompperiodreq'> = {
  daily: 'dailysalreqtype',
  hourly: 'contracthoursalreq',
  dividend: 'divtypecompperiodreq',
};

/** The contracts awaiting the member's review, of every kind the gateway flags. */
function awaitingContractsOf({ clients, call }: ActorContext) {
  return async function awaitingContracts(): Promise<AwaitingContract[]> {
    const flags = await call(agentApi.checkContracts(clients));
    const kinds = (Object.keys(CONTRACT_FLAGS) as ContractKind[]).filter((kind) => flags[CONTRACT_FLAGS[kind]]);
    const lists = await Promise.all(kinds.map((kind) => call(agentApi.fetchContracts(clients, kind))));
    return lists
      .flatMap((list) => list.received)
      .filter((contract) => contract.status === 'pending')
      .map(({ id, kind, agent, rate, threshold, period, proposedAt }) => ({
        id,
        kind,
        agent,
        rate,
        threshold,
        period,
        proposedAt,
      }));
  };
}

/** The session machine's: the stored session, the member's renewal, the contracts awaiting review, the wallet. */
export function sessionActors(context: ActorContext): ImplementationsOf<typeof sessionMachine> {
  const { clients, call } = context;
  const navigate = navigation(context);
  const awaitingContracts = awaitingContractsOf(context);
  return {
    actors: {
      readSession: fromPromise(async (): Promise<SessionInfo | null> => context.sessionStore.read()),
      storeSession: fromPromise(async ({ input }: { input: { session: SessionInfo } }) =>
        context.sessionStore.store(input.session),
      ),
      clearSession: fromPromise(async () => context.sessionStore.clear()),
      renewMember: fromPromise(async (): Promise<MemberInfo> => call(memberApi.fetchMemberInfo(clients))),
      checkContracts: fromPromise(awaitingContracts),
      fetchWallet: fromPromise(async (): Promise<Wallet> => call(memberApi.fetchWallet(clients))),
    },
    actions: { navigate },
  };
}

/** The platform status machine's: the cached status and the status call. */
export function systemStatusActors(context: ActorContext): ImplementationsOf<typeof systemStatusMachine> {
  const { clients, call } = context;
  return {
    actors: {
      readCachedStatus: fromPromise(async (): Promise<SystemStatus | null> => context.statusCache.read()),
      fetchStatus: fromPromise(async (): Promise<StatusFlags> => call(systemApi.fetchSystemStatus(clients))),
      storeStatus: fromPromise(async ({ input }: { input: { status: SystemStatus } }) =>
        context.statusCache.store(input.status),
      ),
    },
  };
}

/** The contracts awaiting a member's review, and the answer to one. */
export function contractsActors(context: ActorContext): ImplementationsOf<typeof contractsMachine> {
  const { clients, call } = context;
  const awaitingContracts = awaitingContractsOf(context);
  return {
    actors: {
      fetchAwaitingContracts: fromPromise(awaitingContracts),
      respondToContract: fromPromise(async ({ input }) => {
        await call(
          agentApi.reviewContract(clients, input.contract.kind, input.contract.id, input.accept ? 'accept' : 'reject'),
        );
      }),
    },
  };
}

/** The game filters' (home and the game centre, for the whole visit). */
export function lobbyFiltersActors(context: ActorContext): ImplementationsOf<typeof lobbyFiltersMachine> {
  return { actions: { navigate: navigation(context) } };
}
