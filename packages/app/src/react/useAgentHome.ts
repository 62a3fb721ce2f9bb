import { agentHomeMachine, CONTRACT_KINDS, type DownlineRow, downlineRows } from '@wl/domain/agent-home-machine';
import type { ContractKind } from '@wl/domain/contract';
import { calendarDay } from '@wl/domain/contract-review';
import { useSelector } from '@xstate/react';
import { contractProposalActors } from '../actors/memberActors.ts';
import type { AppServices } from '../services/appServices.ts';
import { useProvidedActor } from './machines.ts';
import { shallowEqual } from './shallowEqual.ts';

export type { DownlineRow } from '@wl/domain/agent-home-machine';

export interface AgentHomeView {
  /** The first read is on its way (a refresh keeps the rows shown). */
  loading: boolean;
  /** The direct downline, each with where their latest contract of each kind stands. */
  downline: Array<DownlineRow & { joined: string }>;
  /** How many contracts of each kind await the members' review. */
  awaiting: Record<ContractKind, number>;
  /** Why the last read failed, as an errors catalogue key. */
  error?: string;
  kinds: readonly ContractKind[];
  retry(): void;
}

/** The agent's time zone: a member's join day is the day the agent lived it. */
function timeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone ?? 'UTC';
}

/**
 * The agent home's downline and contracts: the domain's agent-home machine over the contract-proposal actors (the
 * same calls the contract screens make), read when the screen opens.
 */
const agentHome = (services: AppServices) => {
  const { listDownline, fetchContracts } = contractProposalActors(services.actorContext).actors ?? {};
  return agentHomeMachine.provide({
    actors: { ...(listDownline ? { listDownline } : {}), ...(fetchContracts ? { fetchContracts } : {}) },
  });
};

export function useAgentHome(): AgentHomeView {
  const actor = useProvidedActor(agentHome);
  const view = useSelector(
    actor,
    (snapshot) => ({
      loading: snapshot.hasTag('loading'),
      downline: snapshot.context.downline,
      contracts: snapshot.context.contracts,
      error: snapshot.context.error,
    }),
    shallowEqual,
  );
  const { rows, awaiting } = downlineRows(view.downline, view.contracts);
  const zone = timeZone();
  return {
    loading: view.loading,
    downline: rows.map((row) => ({ ...row, joined: calendarDay(row.registeredAt, zone) })),
    awaiting,
    ...(view.error ? { error: view.error } : {}),
    kinds: CONTRACT_KINDS,
    retry: () => actor.send({ type: 'RETRY' }),
  };
}
