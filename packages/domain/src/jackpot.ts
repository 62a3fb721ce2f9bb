import { JACKPOT } from './constants.ts';
import { formatMoney } from './money.ts';

/** A source of numbers in [0, 1): Math.random in the app, a fixed sequence in tests. */
export type Random = () => number;

function between(random: Random, min: number, max: number): number {
  return min + random() * (max - min);
}

/** The counting view's first value: between 1.2e9 and 1.3e9, whole. */
export function jackpotStart(random: Random): number {
  return Math.floor(between(random, JACKPOT.counterStart.min, JACKPOT.counterStart.max));
}

/** One step of the counting view: 10,000 to 50,000 more, and the next step in 3, 4 or 5 s. */
export function jackpotStep(value: number, random: Random): { value: number; nextInMs: number } {
  const increment = Math.floor(between(random, JACKPOT.counterIncrement.min, JACKPOT.counterIncrement.max));
  const intervals = JACKPOT.counterIntervalsMs;
  const nextInMs = intervals[Math.min(intervals.length - 1, Math.floor(random() * intervals.length))] ?? intervals[0];
  return { value: value + increment, nextInMs };
}

/** The home view: one random value between 20,000,000 and 30,000,000, as money with one decimal. */
export function homeJackpot(random: Random, money: { currencySymbol: string; locale: string }): string {
  const value = between(random, JACKPOT.home.min, JACKPOT.home.max);
  return formatMoney(value, { ...money, decimals: JACKPOT.home.decimals });
}
