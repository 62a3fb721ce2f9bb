import type { AwaitingContract } from './entities.ts';
import { formatMoney } from './money.ts';

/** How the review prompt names the three contracts. */
export type ReviewedKind = 'dailyWage' | 'hourlyWage' | 'dividend';

/** The kit's name of each kind of contract (its cards, dialog and editor). */
export const REVIEWED_KIND: Record<AwaitingContract['kind'], ReviewedKind> = {
  daily: 'dailyWage',
  hourly: 'hourlyWage',
  dividend: 'dividend',
};

/** A contract as the review prompt shows it: every figure formatted for the player's language. */
export interface ContractReview {
  id: number;
  kind: ReviewedKind;
  proposer: string;
  /** The day it was proposed, YYYY-MM-DD in the player's time zone. */
  proposedAt: string;
  status: 'pending';
  /** The contract's one tier: the threshold of the period as money, the rate as a percentage. */
  tiers: [{ requirement: string; reward: string }];
}

export interface ReviewFormat {
  /** The merchant's currency symbol (RM). */
  currencySymbol: string;
  /** A BCP 47 locale for the interface language (ms-MY, en, zh-CN). */
  locale: string;
  /** An IANA time zone (Asia/Kuala_Lumpur): the proposal's day is the player's day. */
  timeZone: string;
}

/** A rate as a percentage: up to two decimals, grouped by the locale, then "%" (1.5 → "1.5%"). */
export function ratePercent(rate: number, locale: string): string {
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(rate)}%`;
}

/** A moment (milliseconds since the epoch) as its calendar day in a time zone, YYYY-MM-DD. */
export function calendarDay(at: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(at)
    .map((part) => [part.type, part.value]);
  const { year, month, day } = Object.fromEntries(parts) as Record<'year' | 'month' | 'day', string>;
  return `${year}-${month}-${day}`;
}

/**
 * What the contract prompt shows of a contract awaiting review: its kind, the proposing agent and day, and its terms
 * (the contract's rate is a percentage of valid turnover for wages and of net loss for dividends; its threshold is the
 * least of either a period must reach).
 */
export function contractReview(contract: AwaitingContract, format: ReviewFormat): ContractReview {
  return {
    id: contract.id,
    kind: REVIEWED_KIND[contract.kind],
    proposer: contract.agent,
    proposedAt: calendarDay(contract.proposedAt, format.timeZone),
    status: 'pending',
    tiers: [
      {
        requirement: formatMoney(contract.threshold, { currencySymbol: format.currencySymbol, locale: format.locale }),
        reward: ratePercent(contract.rate, format.locale),
      },
    ],
  };
}
