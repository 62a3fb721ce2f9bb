import type { ReactNode } from 'react';
import { useReducedMotion } from '../BannerCarousel/useReducedMotion.ts';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { useUiText } from '../UiText/UiText.tsx';
import * as styles from './WinnersBoard.css.ts';

export interface Winner {
  customerName: string;
  gameName: string;
  /** The win as the player reads it, currency included (e.g. "RM 98,000.00"). */
  amount: string;
  iconUrl?: string;
}

/** Seconds each row takes to pass, so a longer board scrolls at the same speed. */
const SECONDS_PER_ROW = 2.5;

export const winnersBoardStatuses = ['idle', 'loading'] as const;

export interface WinnersBoardProps {
  /** The rows to show, in order, each with the winners it holds; the domain sorts, cuts and pairs them. */
  rows: readonly (readonly Winner[])[];
  /** Whether the board scrolls upwards by itself; the domain decides from the number of rows. */
  scrolls: boolean;
  status?: (typeof winnersBoardStatuses)[number];
}

function Row({ row }: { row: readonly Winner[] }) {
  return (
    <>
      {row.map((winner, index) => (
        <span key={`${winner.customerName}-${index.toString()}`} className={styles.winner}>
          {winner.iconUrl ? <img className={styles.icon} src={winner.iconUrl} alt="" loading="lazy" /> : null}
          <span className={styles.text}>
            <span className={styles.name}>{winner.customerName}</span>
            <span className={styles.game}>{winner.gameName}</span>
            <span className={styles.amount}>{winner.amount}</span>
          </span>
        </span>
      ))}
    </>
  );
}

export function WinnersBoard({ rows, scrolls, status = 'idle' }: WinnersBoardProps) {
  const t = useUiText();
  const reducedMotion = useReducedMotion();
  const moving = scrolls && !reducedMotion;
  const title = t('content:winnersBoard.title', { defaultValue: 'Latest winners' });

  let body: ReactNode;
  if (status === 'loading' && rows.length === 0) {
    body = (
      <div role="status" aria-busy="true" className={styles.viewport}>
        <span className={styles.loading}>{t('content:winnersBoard.loading', { defaultValue: 'Loading winners' })}</span>
      </div>
    );
  } else if (rows.length === 0) {
    body = <EmptyState size="compact" />;
  } else {
    body = (
      <div
        className={scrolls && !moving ? styles.scrollableViewport : styles.viewport}
        // A still board that overflows scrolls by hand, so keyboard players must be able to reach it.
        tabIndex={scrolls && !moving ? 0 : undefined}
      >
        <div
          className={moving ? `${styles.track} ${styles.moving}` : styles.track}
          style={moving ? { animationDuration: `${rows.length * SECONDS_PER_ROW}s` } : undefined}
        >
          <ul className={styles.rows}>
            {rows.map((row, index) => (
              <li key={index.toString()} className={styles.row}>
                <Row row={row} />
              </li>
            ))}
          </ul>
          {moving ? (
            // The second copy follows the first so that the loop has no gap; screen readers get the list once.
            <ul className={styles.rows} aria-hidden="true">
              {rows.map((row, index) => (
                <li key={index.toString()} className={styles.row}>
                  <Row row={row} />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    );
  }

  return (
    <section className={styles.board} aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
      {body}
    </section>
  );
}
