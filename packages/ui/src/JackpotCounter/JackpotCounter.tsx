import { useEffect, useState } from 'react';
import { useReducedMotion } from '../BannerCarousel/useReducedMotion.ts';
import { visuallyHidden } from '../theme/recipes.css.ts';
import { useUiText } from '../UiText/UiText.tsx';
import * as styles from './JackpotCounter.css.ts';
import { firstValue, JACKPOT_RULES, type JackpotVariant, nextDelay, nextValue } from './jackpot.ts';

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

/**
 * A jackpot figure that follows its rule: drawn once on mount, then grown at the rule's pace. The random source is
 * a parameter so that stories and tests can make the figure predictable.
 */
export function useJackpot(variant: JackpotVariant, random: () => number = Math.random): number {
  const rule = JACKPOT_RULES[variant];
  const [value, setValue] = useState(() => firstValue(rule, random));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      const delay = nextDelay(rule, random);
      if (delay === undefined) return;
      timer = setTimeout(() => {
        setValue((current) => nextValue(current, rule, random));
        schedule();
      }, delay);
    };
    schedule();
    return () => clearTimeout(timer);
  }, [rule, random]);
  return value;
}

export interface JackpotCounterProps {
  value: number;
  currencySymbol: string;
  fractionDigits?: 0 | 1 | 2;
  /** What the figure is, e.g. "Jackpot". */
  label?: string;
}

/** The figure with rolling digits: each digit is a column of 0-9 moved with a transform, still under reduced motion. */
export function JackpotCounter({ value, currencySymbol, fractionDigits = 0, label }: JackpotCounterProps) {
  const t = useUiText();
  const reducedMotion = useReducedMotion();
  const text = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
  const characters = [...text];
  const name = label ?? t('content:jackpot.label', { defaultValue: 'Jackpot' });

  return (
    <p className={styles.root}>
      <span className={styles.label}>{name}</span>
      <span className={visuallyHidden}>{`${currencySymbol} ${text}`}</span>
      <span className={styles.figure} aria-hidden="true" data-value={text}>
        <span className={styles.symbol}>{currencySymbol}</span>
        {characters.map((character, index) => {
          // Keyed from the end, so that a new leading digit does not make every column roll.
          const key = characters.length - index;
          const digit = DIGITS.indexOf(character as (typeof DIGITS)[number]);
          if (digit < 0) {
            return (
              <span key={key} className={styles.separator}>
                {character}
              </span>
            );
          }
          return (
            <span key={key} className={styles.cell}>
              <span
                className={styles.column}
                style={{
                  transform: `translateY(${-digit * 10}%)`,
                  transitionDuration: reducedMotion ? '0ms' : undefined,
                }}
              >
                {DIGITS.map((shown) => (
                  <span key={shown} className={styles.digit}>
                    {shown}
                  </span>
                ))}
              </span>
            </span>
          );
        })}
      </span>
    </p>
  );
}
