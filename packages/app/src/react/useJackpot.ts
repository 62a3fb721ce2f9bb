import { jackpotStart, type Random } from '@wl/domain/jackpot';
import { useEffect, useRef, useState } from 'react';
import { tickJackpot } from '../services/jackpotTicker.ts';

/**
 * The counting jackpot: it starts where the domain's `jackpotStart` draws and grows by `jackpotStep` every 3, 4 or
 * 5 s. The random source is a parameter so a story or a test can pin it; the value is a number for the app to format
 * (`formatMoney`) and hand to the kit's JackpotCounter.
 */
export function useJackpot(random: Random = Math.random): number {
  const [value, setValue] = useState(() => jackpotStart(random));
  // Where a restarted counter (a new random source) picks up: its own updates must not restart the wait.
  const latest = useRef(value);
  useEffect(
    () =>
      tickJackpot(latest.current, random, (next) => {
        latest.current = next;
        setValue(next);
      }),
    [random],
  );
  return value;
}
