export { JackpotCounter, type JackpotCounterProps, useJackpot } from './JackpotCounter.tsx';
export {
  drawBetween,
  firstValue,
  JACKPOT_RULES,
  type JackpotRule,
  type JackpotVariant,
  jackpotVariants,
  nextDelay,
  nextValue,
} from './jackpot.ts';
