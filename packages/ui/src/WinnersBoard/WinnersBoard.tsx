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

/** The same winner keeps a colour: a small hash of the masked name picks one of the brand's tints. */
function tintOf(name: string): number {
  let hash = 0;
  for (const character of name) hash = (hash * 31 + (character.codePointAt(0) ?? 0)) >>> 0;
  return hash % styles.avatarTintCount;
}

function Row({ row }: { row: readonly Winner[] }) {
  return (
    <>
      {row.map((winner, index) => (
        <span key={`${winner.customerName}-${index.toString()}`} className={styles.winner}>
          <span
            className={`${styles.avatar} ${styles.avatarTint[tintOf(winner.customerName)]}`}
            data-initial={[...winner.customerName][0]?.toLocaleUpperCase() ?? ''}
            aria-hidden="true"
          />
          <span className={styles.text}>
            <span className={styles.name}>{winner.customerName}</span>
            <span className={styles.game}>
              {winner.iconUrl ? <img className={styles.icon} src={winner.iconUrl} alt="" loading="lazy" /> : null}
              <span className={styles.gameName}>{winner.gameName}</span>
            </span>
          </span>
          <span className={styles.amount}>{winner.amount}</span>
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
    body = (
      <EmptyState
        size="compact"
        title={t('content:winnersBoard.empty', { defaultValue: 'No big wins yet. Yours could be the first.' })}
      />
    );
  } else {
    const byHand = scrolls && !moving;
    body = (
      <div className={styles.frame}>
        <div
          className={moving ? styles.movingViewport : byHand ? styles.scrollableViewport : styles.viewport}
          // A still board that overflows scrolls by hand, so keyboard players must be able to reach it.
          tabIndex={byHand ? 0 : undefined}
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
        {byHand ? <span className={styles.footFade} aria-hidden="true" /> : null}
      </div>
    );
  }

  return (
    <section className={styles.board} aria-label={title}>
      <div className={styles.header}>
        <svg className={styles.trophy} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M7 3h10v2h4v3a5 5 0 0 1-4.6 5 5 5 0 0 1-3.4 2.9V18h3v3H8v-3h3v-2.1A5 5 0 0 1 7.6 13 5 5 0 0 1 3 8V5h4zm0 4H5v1a3 3 0 0 0 2 2.8zm10 0v3.8A3 3 0 0 0 19 8V7z"
          />
        </svg>
        <h2 className={styles.title}>{title}</h2>
      </div>
      {body}
    </section>
  );
}
