import type { ContractKind } from '@wl/domain/contract';
import {
  CONTRACT_PERIODS,
  type ContractPeriod,
  type ContractState,
  checkProposal,
  contractProposalMachine,
  contractState,
  type ProposalErrors,
} from '@wl/domain/contract-proposal-machine';
import { calendarDay, ratePercent } from '@wl/domain/contract-review';
import { formatMoney } from '@wl/domain/money';
import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { contractProposalActors } from '../actors/memberActors.ts';
import type { AppServices } from '../services/appServices.ts';
import { sessionChanged, useProvidedActor, useSessionFanOut } from './machines.ts';
import { shallowEqual } from './shallowEqual.ts';
import { useLocale } from './useLocale.ts';
import { useMerchantSettings } from './useMerchantSettings.ts';

/** A direct downline member on a contract screen: where their latest contract of the kind stands. */
export interface ProposalMember {
  userName: string;
  joined: string;
  state?: ContractState;
  /** A contract of the kind awaits their review: no other can be proposed (contract.exists). */
  awaiting: boolean;
}

/** A contract of the kind this agent proposed, as the screen lists it. */
export interface ProposedContractView {
  id: number;
  member: string;
  state: ContractState;
  rate: string;
  threshold: string;
  proposedOn: string;
}

export interface ContractProposalView {
  kind: ContractKind;
  /** The downline or the contracts are on their way. */
  loading: boolean;
  submitting: boolean;
  members: ProposalMember[];
  /** The latest contract of the kind for each member, newest first. */
  contracts: ProposedContractView[];
  draft: { member: string; rate: string; threshold: string; period: ContractPeriod };
  periods: readonly ContractPeriod[];
  /** Field errors as `forms` catalogue keys. */
  errors: ProposalErrors;
  /** What stopped the proposal, as an errors catalogue key. */
  error?: string;
  /**
   * Why the last read of the downline or the contracts failed, as an errors catalogue key: what was read before is
   * still shown; `refresh` is the Try again.
   */
  readError?: string;
  /** The rate and threshold read back as they will be sent, once valid ("1.5%", "RM 1,000.00"). */
  readBack?: { rate: string; threshold: string };
  /** The contract the last proposal created: the screen says it was sent. */
  proposed?: ProposedContractView;
  currency: string;
  selectMember(member: string): void;
  selectPeriod(period: ContractPeriod): void;
  change(field: 'rate' | 'threshold', value: string): void;
  submit(): void;
  refresh(): void;
}

function timeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone ?? 'UTC';
}

const proposal = (services: AppServices) =>
  contractProposalMachine.provide(contractProposalActors(services.actorContext));

/**
 * A contract screen of one kind (daily wage, hourly wage, dividend): the domain's contract-proposal machine. The agent
 * picks a member of the direct downline, types the rate and threshold (and a dividend's period) and sends; the
 * screen lists each member's latest contract of the kind as awaiting review, accepted or rejected. A failed read keeps
 * what was shown and says why (`readError`); once the agent logs in again after an ended session, it reads again.
 */
export function useContractProposal(kind: ContractKind): ContractProposalView {
  const actor = useProvidedActor(proposal, { input: { kind } });
  // A login after the gateway ended the session: the screen reads again, and the draft is sent as typed.
  useSessionFanOut(actor, sessionChanged);
  const locale = useLocale();
  const { settings } = useMerchantSettings();
  const currency = settings.currency.symbol;
  const view = useSelector(
    actor,
    (snapshot) => ({
      loading: snapshot.matches('loadingDownline') || snapshot.matches('loadingContracts'),
      submitting: snapshot.matches('proposing'),
      context: snapshot.context,
    }),
    shallowEqual,
  );
  const { context } = view;
  const zone = timeZone();
  const money = (amount: number) => formatMoney(amount, { currencySymbol: currency, locale });
  const members = context.downline.map((member) => {
    const state = contractState(context.contracts, member.userName, context.draft.kind);
    return {
      userName: member.userName,
      joined: calendarDay(member.registeredAt, zone),
      ...(state ? { state } : {}),
      awaiting: state === 'awaiting',
    };
  });
  const contracts = members.flatMap((member) => {
    const latest = context.contracts
      .filter((contract) => contract.member === member.userName && contract.kind === context.draft.kind)
      .sort((a, b) => b.proposedAt - a.proposedAt || b.id - a.id)[0];
    if (!latest || !member.state) return [];
    return [
      {
        id: latest.id,
        member: member.userName,
        state: member.state,
        rate: ratePercent(latest.rate, locale),
        threshold: money(latest.threshold),
        proposedOn: calendarDay(latest.proposedAt, zone),
        at: latest.proposedAt,
      },
    ];
  });
  contracts.sort((a, b) => b.at - a.at || b.id - a.id);
  const checked = checkProposal(context.draft).proposal;
  const send = actor.send;
  const change = useCallback(
    (field: 'rate' | 'threshold', value: string) => send({ type: 'CHANGE', field, value }),
    [send],
  );
  const proposed = context.proposed;
  return {
    kind: context.draft.kind,
    loading: view.loading,
    submitting: view.submitting,
    members,
    contracts: contracts.map(({ at: _at, ...contract }) => contract),
    draft: {
      member: context.draft.member,
      rate: context.draft.rate,
      threshold: context.draft.threshold,
      period: context.draft.period,
    },
    periods: CONTRACT_PERIODS[context.draft.kind],
    errors: context.errors,
    ...(context.error ? { error: context.error } : {}),
    ...(context.readError ? { readError: context.readError } : {}),
    ...(checked ? { readBack: { rate: ratePercent(checked.rate, locale), threshold: money(checked.threshold) } } : {}),
    ...(proposed
      ? {
          proposed: {
            id: proposed.id,
            member: proposed.member,
            state: proposed.status === 'pending' ? 'awaiting' : proposed.status,
            rate: ratePercent(proposed.rate, locale),
            threshold: money(proposed.threshold),
            proposedOn: calendarDay(proposed.proposedAt, zone),
          },
        }
      : {}),
    currency,
    selectMember: (member) => send({ type: 'SELECT_MEMBER', member }),
    selectPeriod: (period) => send({ type: 'SELECT_PERIOD', period }),
    change,
    submit: () => send({ type: 'SUBMIT' }),
    refresh: () => send({ type: 'REFRESH' }),
  };
}
