import type { components } from '@wl/api/wps';
import { assign, setup } from 'xstate';
import { CONTRACT_RATE_MAX_PERCENT, type SessionType } from './constants.ts';
import type { Contract, ContractKind } from './contract.ts';
import { errorCodeOf, SESSION_EXPIRED } from './errorCode.ts';
import { notProvided } from './notProvided.ts';

type Schemas = components['schemas'];
export type Downline = Pick<Schemas['Downline'], 'userName' | 'type' | 'registeredAt'>;
export type ContractProposal = Schemas['ContractProposal'];
export type ContractPeriod = Contract['period'];
export type ProposedContract = Pick<
  Contract,
  'id' | 'kind' | 'member' | 'rate' | 'threshold' | 'period' | 'status' | 'proposedAt'
>;

/** The periods each kind settles over, the first being the default: a day, an hour, half a month or a month. */
export const CONTRACT_PERIODS: Readonly<Record<ContractKind, readonly ContractPeriod[]>> = {
  daily: ['day'],
  hourly: ['hour'],
  dividend: ['half-month', 'month'],
};

/** An agent's contract with a member, as the screen shows it. */
export type ContractState = 'awaiting' | 'accepted' | 'rejected';

/** One contract of a kind may await review per member: proposing another is refused with this code. */
export const CONTRACT_EXISTS = 'contract.exists';
export const FIELD_REQUIRED = 'field.required';
export const RATE_RANGE = 'contract.rate.range';
export const THRESHOLD_RANGE = 'contract.threshold.range';

export type ProposalField = 'member' | 'rate' | 'threshold';
export type ProposalErrors = Partial<Record<ProposalField, string>>;

export interface ProposalDraft {
  member: string;
  kind: ContractKind;
  /** As typed: a decimal percentage. */
  rate: string;
  /** As typed: a decimal amount. */
  threshold: string;
  period: ContractPeriod;
}

/**
 * The state of the latest contract of a kind the agent proposed to a member (pending is awaiting), or undefined
 * when there is none.
 */
export function contractState(
  contracts: readonly ProposedContract[],
  member: string,
  kind: ContractKind,
): ContractState | undefined {
  const latest = contracts
    .filter((contract) => contract.member === member && contract.kind === kind)
    .reduce<ProposedContract | undefined>(
      (found, contract) =>
        !found ||
        contract.proposedAt > found.proposedAt ||
        // Stryker disable next-line EqualityOperator: contract ids are unique, so two contracts never tie on the id
        (contract.proposedAt === found.proposedAt && contract.id > found.id)
          ? contract
          : found,
      undefined,
    );
  if (!latest) return undefined;
  return latest.status === 'pending' ? 'awaiting' : latest.status;
}

/** A plain decimal: no sign, exponent or hex, so never negative. */
const DECIMAL = /^\d+(?:\.\d+)?$/;

/** A field's error: required when blank, out of range unless a plain decimal up to `max`. */
function amountError(text: string, max: number, rangeError: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return FIELD_REQUIRED;
  return DECIMAL.test(trimmed) && Number(trimmed) <= max ? undefined : rangeError;
}

/**
 * The draft's field errors, or the proposal to send: a member is required; the rate is a percentage from 0 to 100;
 * the threshold is an amount of 0 or more.
 */
export function checkProposal(draft: ProposalDraft): { errors: ProposalErrors; proposal?: ContractProposal } {
  const errors: ProposalErrors = {};
  if (draft.member === '') errors.member = FIELD_REQUIRED;
  const rate = amountError(draft.rate, CONTRACT_RATE_MAX_PERCENT, RATE_RANGE);
  if (rate) errors.rate = rate;
  const threshold = amountError(draft.threshold, Number.MAX_VALUE, THRESHOLD_RANGE);
  if (threshold) errors.threshold = threshold;
  if (Object.keys(errors).length > 0) return { errors };
  return {
    errors,
    proposal: {
      member: draft.member,
      rate: Number(draft.rate),
      threshold: Number(draft.threshold),
      period: draft.period,
    },
  };
}

export interface ContractProposalInput {
  /** The contract screen's kind: daily wage, hourly wage or dividend. */
  kind: ContractKind;
}

export interface ContractProposalContext {
  downline: Downline[];
  /** The contracts of the draft's kind this agent has proposed, with their states. */
  contracts: ProposedContract[];
  draft: ProposalDraft;
  errors: ProposalErrors;
  /** The contract the last proposal created. */
  proposed?: ProposedContract;
  /** Why the proposal was not sent (a refusal, contract.exists), as an errors catalogue key. */
  error?: string;
  /**
   * Why the last read of the downline or the contracts failed, as an errors catalogue key: what was read before stays
   * shown, and the screen says the read failed, until the next read.
   */
  readError?: string;
}

export type ContractProposalEvent =
  | { type: 'SELECT_MEMBER'; member: string }
  | { type: 'SELECT_KIND'; kind: ContractKind }
  | { type: 'SELECT_PERIOD'; period: ContractPeriod }
  | { type: 'CHANGE'; field: 'rate' | 'threshold'; value: string }
  | { type: 'SUBMIT' }
  /** Reads the contracts again, to see which were accepted or rejected since (and the downline, if it is not read). */
  | { type: 'REFRESH' }
  /** A login, logout or expiry changed the session (its type, none once it ended). */
  | { type: 'SESSION_CHANGED'; sessionType?: SessionType };

function firstPeriod(kind: ContractKind): ContractPeriod {
  return CONTRACT_PERIODS[kind][0] as ContractPeriod;
}

/**
 * An agent proposes a daily-wage, hourly-wage or dividend contract to a member of its direct downline: it picks the
 * member, the kind, the rate and threshold (and a dividend's period), and sees each member's contract awaiting
 * review, accepted or rejected. A member with a contract of that kind awaiting review cannot be offered another
 * (contract.exists), here before the call as at the gateway. A failed read keeps what was read before and says why
 * (`readError`) until the next read; Try again (REFRESH) reads the downline too when it has none. When the gateway
 * ended the session, the agent's draft stays, and once logged in again the screen reads everything again.
 */
export const contractProposalMachine = setup({
  types: {} as { context: ContractProposalContext; events: ContractProposalEvent; input: ContractProposalInput },
  actors: {
    listDownline: notProvided<Downline[], void>('listDownline'),
    fetchContracts: notProvided<{ proposed: ProposedContract[] }, { kind: ContractKind }>('fetchContracts'),
    proposeContract: notProvided<ProposedContract, { kind: ContractKind; proposal: ContractProposal }>(
      'proposeContract',
    ),
  },
  guards: {
    invalid: ({ context }) => checkProposal(context.draft).proposal === undefined,
    awaiting: ({ context }) =>
      contractState(context.contracts, context.draft.member, context.draft.kind) === 'awaiting',
    downlineUnread: ({ context }) => context.downline.length === 0,
    loggedInAgain: ({ context, event }) =>
      // Stryker disable next-line ConditionalExpression: the guard is used on SESSION_CHANGED alone; the check only
      // narrows the event's type for sessionType
      event.type === 'SESSION_CHANGED' &&
      event.sessionType !== undefined &&
      (context.error === SESSION_EXPIRED || context.readError === SESSION_EXPIRED),
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the id is a label; no transition targets #contractProposal
  id: 'contractProposal',
  context: ({ input }) => ({
    downline: [],
    contracts: [],
    draft: { member: '', kind: input.kind, rate: '', threshold: '', period: firstPeriod(input.kind) },
    errors: {},
  }),
  initial: 'loadingDownline',
  states: {
    loadingDownline: {
      tags: ['loading'],
      invoke: {
        src: 'listDownline',
        onDone: { target: 'loadingContracts', actions: assign(({ event }) => ({ downline: event.output })) },
        onError: { target: 'editing', actions: assign(({ event }) => ({ readError: errorCodeOf(event.error) })) },
      },
    },
    loadingContracts: {
      tags: ['loading'],
      invoke: {
        src: 'fetchContracts',
        input: ({ context }) => ({ kind: context.draft.kind }),
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => ({ contracts: event.output.proposed })),
        },
        onError: { target: 'editing', actions: assign(({ event }) => ({ readError: errorCodeOf(event.error) })) },
      },
    },
    editing: {
      on: {
        SELECT_MEMBER: {
          guard: ({ context, event }) => context.downline.some((member) => member.userName === event.member),
          actions: assign(({ context, event }) => ({
            draft: { ...context.draft, member: event.member },
            errors: { ...context.errors, member: undefined },
            error: undefined,
          })),
        },
        SELECT_KIND: {
          target: 'loadingContracts',
          actions: assign(({ context, event }) => ({
            draft: { ...context.draft, kind: event.kind, period: firstPeriod(event.kind) },
            contracts: [],
            errors: {},
            error: undefined,
            readError: undefined,
          })),
        },
        SELECT_PERIOD: {
          guard: ({ context, event }) => CONTRACT_PERIODS[context.draft.kind].includes(event.period),
          actions: assign(({ context, event }) => ({ draft: { ...context.draft, period: event.period } })),
        },
        CHANGE: {
          actions: assign(({ context, event }) => ({
            draft: { ...context.draft, [event.field]: event.value },
            errors: { ...context.errors, [event.field]: undefined },
            error: undefined,
          })),
        },
        SUBMIT: [
          { guard: 'invalid', actions: assign(({ context }) => ({ errors: checkProposal(context.draft).errors })) },
          { guard: 'awaiting', actions: assign({ errors: {}, error: CONTRACT_EXISTS }) },
          { target: 'proposing', actions: assign({ errors: {}, error: undefined, proposed: undefined }) },
        ],
        REFRESH: [
          {
            guard: 'downlineUnread',
            target: 'loadingDownline',
            actions: assign({ error: undefined, readError: undefined }),
          },
          { target: 'loadingContracts', actions: assign({ error: undefined, readError: undefined }) },
        ],
        // Logged in again after the gateway ended the session: everything is read again; the draft stays to send.
        SESSION_CHANGED: {
          guard: 'loggedInAgain',
          target: 'loadingDownline',
          actions: assign({ error: undefined, readError: undefined }),
        },
      },
    },
    proposing: {
      tags: ['loading'],
      invoke: {
        src: 'proposeContract',
        input: ({ context }) => ({
          kind: context.draft.kind,
          proposal: checkProposal(context.draft).proposal as ContractProposal,
        }),
        onDone: {
          target: 'editing',
          actions: assign(({ context, event }) => ({
            proposed: event.output,
            contracts: [event.output, ...context.contracts],
          })),
        },
        onError: { target: 'editing', actions: assign(({ event }) => ({ error: errorCodeOf(event.error) })) },
      },
    },
  },
});
