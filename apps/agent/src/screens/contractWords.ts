import type { ContractKind } from '@wl/domain/contract';
import type { ContractState } from '@wl/domain/contract-proposal-machine';
import { useTranslation } from 'react-i18next';

/** The words the agent's screens use for a kind of contract and where one stands, from the kit's catalogue. */
export function useContractWords() {
  const { t } = useTranslation();
  const titles: Record<ContractKind, string> = {
    daily: t('content:contract.dailyWage'),
    hourly: t('content:contract.hourlyWage'),
    dividend: t('content:contract.dividend'),
  };
  const shorts: Record<ContractKind, string> = {
    daily: t('content:contractProposal.dailyWage'),
    hourly: t('content:contractProposal.hourlyWage'),
    dividend: t('content:contractProposal.dividend'),
  };
  const states: Record<ContractState, string> = {
    awaiting: t('content:contractProposal.awaiting'),
    accepted: t('content:contract.accepted'),
    rejected: t('content:contract.rejected'),
  };
  return {
    title: (kind: ContractKind) => titles[kind],
    short: (kind: ContractKind) => shorts[kind],
    state: (state: ContractState) => states[state],
  };
}
