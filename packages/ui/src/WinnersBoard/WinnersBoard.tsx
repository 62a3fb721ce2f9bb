import type { ReactNode } from 'react';
import { useReducedMotion } from '../BannerCarousel/useReducedMotion.ts';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { useUiText } from '../UiText/UiText.tsx';
import * as styles from './WinnersBoard.css.ts';

export interface Winner {
  customerName: string;
  winAmount: number;
  gameName: string;
  iconUrl?: string;
}

/** The documents' board: the first 10 wins, two to a row, scrolling upwards once there are more than 3 rows. */
export const WINNERS_SHOWN = 10;
export const WINNERS_PER_ROW = 2;
export const WINNERS_VISIBLE_ROWS = 3;
/** Seconds each row takes to pass, so a longer board scrolls at the same speed. */
const SECONDS_PER_ROW = 2.5;

export const winnersBoardStatuses = ['idle', 'loading'] as const;

export interface WinnersBoardProps {
  /** Sorted by amount, largest first, as the server sends them. */
  winners: readonly Winner[];
  currencySymbol: string;
  status?: (typeof winnersBoardStatuses)[number];
}

/** Winners in pairs: [[1st, 2nd], [3rd, 4th], ...]. */
export function pairUp<T>(items: readonly T[]): T[][] {
  const rows: T[][] = [];
  for (let index = 0; index < items.length; index += WINNERS_PER_ROW) {
    rows.push(items.slice(index, index + WINNERS_PER_ROW));
  }
  return rows;
}

function Row({ row, currencySymbol }: { row: readonly Winner[]; currencySymbol: string }) {
  const amount = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (
    <>
      {row.map((winner, index) => (
        <span key={`${winner.customerName}-${index.toString()}`} className={styles.winner}>
          {winner.iconUrl ? <img className={styles.icon} src={winner.iconUrl} alt="" loading="lazy" /> : null}
          <span className={styles.text}>
            <span className={styles.name}>{winner.customerName}</span>
            <span className={styles.game}>{winner.gameName}</span>
            <span className={styles.amount}>{`${currencySymbol} ${amount.format(winner.winAmount)}`}</span>
          </span>
        </span>
      ))}
    </>
  );
}

export function WinnersBoard({ winners, currencySymbol, status = 'idle' }: WinnersBoardProps) {
  const t = useUiText();
  const reducedMotion = useReducedMotion();
  const rows = pairUp(winners.slice(0, WINNERS_SHOWN));
  const scrolling = rows.length > WINNERS_VISIBLE_ROWS;
  const moving = scrolling && !reducedMotion;
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
        className={scrolling && !moving ? styles.scrollableViewport : styles.viewport}
        // A still board that overflows scrolls by hand, so keyboard players must be able to reach it.
        tabIndex={scrolling && !moving ? 0 : undefined}
      >
        <div
          className={moving ? `${styles.track} ${styles.moving}` : styles.track}
          style={moving ? { animationDuration: `${rows.length * SECONDS_PER_ROW}s` } : undefined}
        >
          <ul className={styles.rows}>
            {rows.map((row, index) => (
              <li key={index.toString()} className={styles.row}>
                <Row row={row} currencySymbol={currencySymbol} />
              </li>
            ))}
          </ul>
          {moving ? (
            // The second copy follows the first so that the loop has no gap; screen readers get the list once.
            <ul className={styles.rows} aria-hidden="true">
              {rows.map((row, index) => (
                <li key={index.toString()} className={styles.row}>
                  <Row row={row} currencySymbol={currencySymbol} />
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
