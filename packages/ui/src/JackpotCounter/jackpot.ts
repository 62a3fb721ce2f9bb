/** The documents' jackpot figures. */
export interface JackpotRule {
  /** The first value is drawn between these two. */
  start: readonly [number, number];
  /** Waits between increases, one drawn each time; empty for a figure that holds still. */
  delaysMs: readonly number[];
  /** Each increase is drawn between these two. */
  increase: readonly [number, number];
  fractionDigits: 0 | 1 | 2;
}

export const jackpotVariants = ['grand', 'home'] as const;
export type JackpotVariant = (typeof jackpotVariants)[number];

export const JACKPOT_RULES: Record<JackpotVariant, JackpotRule> = {
  // Starts between 1.2e9 and 1.3e9; every 3, 4 or 5 s it grows by 10,000 to 50,000.
  grand: { start: [1.2e9, 1.3e9], delaysMs: [3000, 4000, 5000], increase: [10_000, 50_000], fractionDigits: 0 },
  // The home page's figure: a value between 20,000,000 and 30,000,000 with one decimal.
  home: { start: [20_000_000, 30_000_000], delaysMs: [], increase: [0, 0], fractionDigits: 1 },
};

/** A number from [min, max] for a draw from [0, 1), rounded to the rule's decimals. */
export function drawBetween([min, max]: readonly [number, number], draw: number, fractionDigits = 0): number {
  const scale = 10 ** fractionDigits;
  return Math.round((min + (max - min) * draw) * scale) / scale;
}

export function firstValue(rule: JackpotRule, random: () => number): number {
  return drawBetween(rule.start, random(), rule.fractionDigits);
}

export function nextDelay(rule: JackpotRule, random: () => number): number | undefined {
  if (rule.delaysMs.length === 0) return undefined;
  return rule.delaysMs[Math.min(Math.floor(random() * rule.delaysMs.length), rule.delaysMs.length - 1)];
}

export function nextValue(value: number, rule: JackpotRule, random: () => number): number {
  return drawBetween([value + rule.increase[0], value + rule.increase[1]], random(), rule.fractionDigits);
}
