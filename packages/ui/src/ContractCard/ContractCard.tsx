import type { ReactNode } from 'react';
import { visuallyHidden } from '../theme/recipes.css.ts';
import { useUiText } from '../UiText/UiText.tsx';
import * as styles from './ContractCard.css.ts';

/** The three contracts an agent proposes to a downline. */
export const contractKinds = ['dailyWage', 'hourlyWage', 'dividend'] as const;
export type ContractKind = (typeof contractKinds)[number];

export const contractStatuses = ['pending', 'accepted', 'rejected'] as const;
export type ContractStatus = (typeof contractStatuses)[number];

/** A tier's figures as the player reads them, formatted by the app (the card adds only the "≥" of a minimum). */
export interface ContractTier {
  /** Valid bet (wages) or net loss of the period (dividend) that the tier asks for, e.g. "RM 10,000.00". */
  requirement: string;
  /** Active members the tier asks for, e.g. "1,200", when it asks for any. */
  activeMembers?: string;
  /** The wage with its currency (e.g. "RM 100.00"), or the dividend's rate (e.g. "7.5%"). */
  reward: string;
}

export interface Contract {
  id: string | number;
  kind: ContractKind;
  /** The proposing agent's account. */
  proposer: string;
  /** The day it was proposed, formatted by the app (e.g. "2024-12-02"). */
  proposedAt: string;
  status: ContractStatus;
  tiers: readonly ContractTier[];
}

export interface ContractCardProps {
  contract: Contract;
  /** Leaves out the card's own heading when a dialog already carries it. */
  headless?: boolean;
}

export function useContractTexts() {
  const t = useUiText();
  return {
    title: (kind: ContractKind) =>
      ({
        dailyWage: t('content:contract.dailyWage', { defaultValue: 'Daily wage contract' }),
        hourlyWage: t('content:contract.hourlyWage', { defaultValue: 'Hourly wage contract' }),
        dividend: t('content:contract.dividend', { defaultValue: 'Dividend contract' }),
      })[kind],
    status: (status: ContractStatus) =>
      ({
        pending: t('content:contract.pending', { defaultValue: 'Awaiting your review' }),
        accepted: t('content:contract.accepted', { defaultValue: 'Accepted' }),
        rejected: t('content:contract.rejected', { defaultValue: 'Rejected' }),
      })[status],
  };
}

/** The sentence with one value kept whole: a date such as 2024-12-02 never breaks at its hyphens. */
function unbroken(sentence: string, value: string): ReactNode {
  const at = sentence.indexOf(value);
  if (at < 0) return sentence;
  return (
    <>
      {sentence.slice(0, at)}
      <span className={styles.figure}>{value}</span>
      {sentence.slice(at + value.length)}
    </>
  );
}

export function ContractCard({ contract, headless = false }: ContractCardProps) {
  const t = useUiText();
  const texts = useContractTexts();
  const showMembers = contract.tiers.some((tier) => tier.activeMembers !== undefined);
  const requirementHeading = {
    dailyWage: t('content:contract.dailyBet', { defaultValue: 'Daily valid bet' }),
    hourlyWage: t('content:contract.hourlyBet', { defaultValue: 'Hourly valid bet' }),
    dividend: t('content:contract.periodLoss', { defaultValue: 'Net loss in period' }),
  }[contract.kind];
  const rewardHeading = {
    dailyWage: t('content:contract.dailyReward', { defaultValue: 'Daily wage' }),
    hourlyWage: t('content:contract.hourlyReward', { defaultValue: 'Hourly wage' }),
    dividend: t('content:contract.dividendRate', { defaultValue: 'Dividend rate' }),
  }[contract.kind];
  const title = texts.title(contract.kind);

  return (
    <article className={styles.card} aria-label={headless ? undefined : title}>
      {headless ? null : (
        <header className={styles.header}>
          <h3 className={styles.title}>{title}</h3>
          <span className={styles.status({ status: contract.status })}>{texts.status(contract.status)}</span>
        </header>
      )}
      <p className={styles.meta}>
        {unbroken(
          t('content:contract.proposedBy', {
            defaultValue: 'Proposed by {{agent}} on {{date}}',
            agent: contract.proposer,
            date: contract.proposedAt,
          }),
          contract.proposedAt,
        )}
      </p>
      <table className={styles.table}>
        <thead>
          <tr>
            {/* The tier numbers speak for themselves on screen; the heading is read out for them. */}
            <th scope="col">
              <span className={visuallyHidden}>{t('content:contract.tier', { defaultValue: 'Tier' })}</span>
            </th>
            <th scope="col">{requirementHeading}</th>
            {showMembers ? (
              <th scope="col">{t('content:contract.activeMembers', { defaultValue: 'Active members' })}</th>
            ) : null}
            <th scope="col">{rewardHeading}</th>
          </tr>
        </thead>
        <tbody>
          {contract.tiers.map((tier, index) => (
            <tr key={`${tier.requirement}-${index.toString()}`}>
              <th scope="row">{index + 1}</th>
              <td>{`≥ ${tier.requirement}`}</td>
              {showMembers ? <td>{tier.activeMembers === undefined ? '-' : `≥ ${tier.activeMembers}`}</td> : null}
              <td className={styles.reward}>{tier.reward}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </article>
  );
}
