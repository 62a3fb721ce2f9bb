import { JACKPOT } from '@wl/domain/constants';
import { jackpotStep, type Random } from '@wl/domain/jackpot';

/**
 * Grows a counting jackpot from `start` by the domain's `jackpotStep`, each step after the wait the previous one drew
 * (the first after the shortest interval), and tells `onValue` each new value. Answers a function that stops it.
 */
export function tickJackpot(start: number, random: Random, onValue: (value: number) => void): () => void {
  let current = start;
  let timer: ReturnType<typeof setTimeout>;
  const schedule = (waitMs: number) => {
    timer = setTimeout(() => {
      const step = jackpotStep(current, random);
      current = step.value;
      onValue(step.value);
      schedule(step.nextInMs);
    }, waitMs);
  };
  schedule(JACKPOT.counterIntervalsMs[0]);
  return () => clearTimeout(timer);
}
