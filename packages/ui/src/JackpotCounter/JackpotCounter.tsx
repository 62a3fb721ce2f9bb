import { useReducedMotion } from '../BannerCarousel/useReducedMotion.ts';
import { visuallyHidden } from '../theme/recipes.css.ts';
import { useUiText } from '../UiText/UiText.tsx';
import * as styles from './JackpotCounter.css.ts';

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

export interface JackpotCounterProps {
  /** The figure as the player reads it, currency included (e.g. "RM 1,254,321,987"); a new value rolls in. */
  value: string;
  /** What the figure is, e.g. "Jackpot". */
  label?: string;
}

/**
 * The figure with rolling digits on a lit card: each digit is a column of 0-9 moved with a transform, and a band of
 * light crosses the card now and then; under reduced motion the digits jump and the light stays away. Every other
 * character (symbol, separators, spaces) stands as written.
 */
export function JackpotCounter({ value, label }: JackpotCounterProps) {
  const t = useUiText();
  const reducedMotion = useReducedMotion();
  const characters = [...value];
  const name = label ?? t('content:jackpot.label', { defaultValue: 'Jackpot' });

  return (
    <p className={styles.root}>
      <span className={styles.label}>
        <svg className={styles.crown} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M3 8l4.5 4L12 5l4.5 7L21 8l-1.8 10H4.8zM5 20h14v1.5H5z" />
        </svg>
        {name}
      </span>
      <span className={visuallyHidden}>{value}</span>
      <span className={styles.figure} aria-hidden="true" data-value={value}>
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
      {reducedMotion ? null : <span className={styles.shimmer} aria-hidden="true" />}
    </p>
  );
}
