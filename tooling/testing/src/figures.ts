/**
 * The figure a noisy measurement is judged by: the middle of several runs (docs/decisions.md, "Performance budgets").
 * With an even count it is the upper of the two middle values, so a figure is always one that was measured.
 */
export function median(values: readonly number[]): number {
  return medianBy(values, (value) => value);
}

/** The run whose figure is the median, for the other figures of the same run to be printed with it. */
export function medianBy<T>(runs: readonly T[], figure: (run: T) => number): T {
  if (runs.length === 0) throw new RangeError('a median needs at least one run');
  const sorted = [...runs].sort((a, b) => figure(a) - figure(b));
  return sorted[Math.floor(sorted.length / 2)] as T;
}
