import { assign, setup } from 'xstate';
import { AGENT_SIDE_TYPES, type SessionType } from './constants.ts';
import type { ContractKind } from './contract.ts';
import { type ContractState, contractState, type Downline, type ProposedContract } from './contractProposalMachine.ts';
import { errorCodeOf } from './errorCode.ts';
import { notProvided } from './notProvided.ts';

/** The three kinds in the order the agent's screens show them: daily wage, hourly wage, dividend. */
export const CONTRACT_KINDS: readonly ContractKind[] = ['daily', 'hourly', 'dividend'];

/** The contract screen of each kind, as the route table names them. */
export const CONTRACT_SCREEN_PATHS: Readonly<Record<ContractKind, string>> = {
  daily: '/m/member/agent/getSalaryContract',
  hourly: '/m/member/agent/getHourContract',
  dividend: '/m/member/agent/getDevidendContract',
};

/** The kind a contract screen's path is for, or undefined for any other path. */
export function contractKindOfPath(path: string): ContractKind | undefined {
  // Route matching ignores one trailing slash; no pattern, so a long run of slashes costs nothing.
  const trimmed = path.endsWith('/') ? path.slice(0, -1) : path;
  return CONTRACT_KINDS.find((kind) => CONTRACT_SCREEN_PATHS[kind] === trimmed);
}

/**
 * Who may open the agent's screens (home and the contract screens): a session of an agent-side type (1, 2, 40, 41,
 * 42). Anyone else is sent to the agent login; a session still being read waits.
 */
export function agentAreaAccess(session: {
  resolving: boolean;
  loggedIn: boolean;
  sessionType?: SessionType | undefined;
}): 'wait' | 'open' | 'login' {
  if (session.resolving) return 'wait';
  const agentSide: readonly (SessionType | undefined)[] = AGENT_SIDE_TYPES;
  return session.loggedIn && agentSide.includes(session.sessionType) ? 'open' : 'login';
}

/** One direct downline member with where their latest contract of each kind stands (none when never proposed). */
export interface DownlineRow {
  userName: string;
  type: SessionType;
  registeredAt: number;
  contracts: Record<ContractKind, ContractState | undefined>;
}

/** The downline with each member's contracts, and how many of each kind await the members' review. */
export function downlineRows(
  downline: readonly Downline[],
  contracts: Readonly<Record<ContractKind, readonly ProposedContract[]>>,
): { rows: DownlineRow[]; awaiting: Record<ContractKind, number> } {
  const rows = downline.map((member) => ({
    userName: member.userName,
    type: member.type as SessionType,
    registeredAt: member.registeredAt,
    contracts: {
      daily: contractState(contracts.daily, member.userName, 'daily'),
      hourly: contractState(contracts.hourly, member.userName, 'hourly'),
      dividend: contractState(contracts.dividend, member.userName, 'dividend'),
    },
  }));
  const count = (kind: ContractKind) => rows.filter((row) => row.contracts[kind] === 'awaiting').length;
  return { rows, awaiting: { daily: count('daily'), hourly: count('hourly'), dividend: count('dividend') } };
}

export interface AgentHomeContext {
  downline: Downline[];
  contracts: Record<ContractKind, ProposedContract[]>;
  error?: string;
}

export type AgentHomeEvent = { type: 'RETRY' } | { type: 'REFRESH' };

/**
 * The agent's home: the direct downline the gateway offers and the contracts of the three kinds the agent proposed,
 * read together; a failure keeps what was shown before and offers a retry.
 */
export const agentHomeMachine = setup({
  types: {} as { context: AgentHomeContext; events: AgentHomeEvent },
  actors: {
    listDownline: notProvided<Downline[], void>('listDownline'),
    // Stryker disable next-line StringLiteral: the label of the error a missing actor raises, set once when the
    // module loads (a static mutant); "names the actors the app must provide" checks it
    fetchContracts: notProvided<{ proposed: ProposedContract[] }, { kind: ContractKind }>('fetchContracts'),
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the id is a label; no transition targets #agentHome
  id: 'agentHome',
  context: () => ({ downline: [], contracts: { daily: [], hourly: [], dividend: [] } }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      type: 'parallel',
      states: {
        downline: {
          initial: 'running',
          states: {
            running: {
              invoke: {
                src: 'listDownline',
                onDone: { target: 'done', actions: assign(({ event }) => ({ downline: event.output })) },
                onError: {
                  target: '#agentHome.failed',
                  actions: assign(({ event }) => ({ error: errorCodeOf(event.error) })),
                },
              },
            },
            done: { type: 'final' },
          },
        },
        ...Object.fromEntries(
          CONTRACT_KINDS.map((kind) => [
            kind,
            {
              initial: 'running',
              states: {
                running: {
                  invoke: {
                    src: 'fetchContracts',
                    input: { kind },
                    onDone: {
                      target: 'done',
                      actions: assign(({ context, event }) => ({
                        contracts: { ...context.contracts, [kind]: event.output.proposed },
                      })),
                    },
                    onError: {
                      target: '#agentHome.failed',
                      actions: assign(({ event }) => ({ error: errorCodeOf(event.error) })),
                    },
                  },
                },
                done: { type: 'final' },
              },
            },
          ]),
        ),
      },
      onDone: { target: 'ready', actions: assign({ error: undefined }) },
    },
    ready: {
      on: { REFRESH: 'loading' },
    },
    failed: {
      on: { RETRY: 'loading', REFRESH: 'loading' },
    },
  },
});
