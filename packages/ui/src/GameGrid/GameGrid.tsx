import type { ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { GameTile, type GameTileGame } from '../GameTile/GameTile.tsx';
import { visuallyHidden } from '../theme/recipes.css.ts';
import { useUiText } from '../UiText/UiText.tsx';
import * as styles from './GameGrid.css.ts';

export const gameGridStatuses = ['idle', 'loading', 'error'] as const;
export const gameGridColumns = [3, 4] as const;

export interface GameGridProps {
  games: readonly GameTileGame[];
  /** Node ids of the player's favourites. */
  favouriteIds?: ReadonlySet<string>;
  /** The last page loaded (from 1) and the number of pages the server has. */
  page: number;
  totalPages: number;
  /** loading: a page is on its way (the first one shows placeholders); error: the last request failed. */
  status?: (typeof gameGridStatuses)[number];
  columns?: (typeof gameGridColumns)[number];
  onLaunch: (game: GameTileGame) => void;
  /** Leave out for guests: tiles then show no favourite toggle. */
  onToggleFavourite?: (game: GameTileGame, favourite: boolean) => void;
  onLoadMore: () => void;
  onRetry?: () => void;
  /** What an empty list shows instead of the default "No data". */
  empty?: ReactNode;
  /** Names the list for assistive technology, e.g. "Slots". */
  label?: string;
}

/** Skeleton tiles while the first page loads: as many as one page row-aligned, never a blank screen. */
const SKELETON_COUNT = 9;

export function GameGrid({
  games,
  favouriteIds,
  page,
  totalPages,
  status = 'idle',
  columns = 3,
  onLaunch,
  onToggleFavourite,
  onLoadMore,
  onRetry,
  empty,
  label,
}: GameGridProps) {
  const t = useUiText();
  const loading = status === 'loading';
  const listLabel = label ?? t('content:gameGrid.label', { defaultValue: 'Games' });

  if (games.length === 0 && loading) {
    return (
      <div className={styles.grid({ columns })} aria-busy="true" role="status">
        <span className={visuallyHidden}>{t('content:gameGrid.loading', { defaultValue: 'Loading games' })}</span>
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          <div key={`skeleton-${index.toString()}`} className={styles.skeleton} aria-hidden="true" />
        ))}
      </div>
    );
  }

  if (games.length === 0 && status === 'error') {
    return (
      <EmptyState
        title={t('content:gameGrid.error', { defaultValue: 'Games could not be loaded' })}
        action={
          onRetry ? (
            <Button variant="secondary" onClick={onRetry}>
              {t('content:gameGrid.retry', { defaultValue: 'Try again' })}
            </Button>
          ) : undefined
        }
      />
    );
  }

  if (games.length === 0) {
    return <>{empty ?? <EmptyState />}</>;
  }

  return (
    <div className={styles.root}>
      <ul className={styles.grid({ columns })} aria-label={listLabel}>
        {games.map((game) => (
          <li key={game.nodeId} className={styles.item}>
            <GameTile
              game={game}
              favourite={favouriteIds?.has(game.nodeId) ?? false}
              onLaunch={onLaunch}
              onToggleFavourite={onToggleFavourite}
            />
          </li>
        ))}
      </ul>
      {status === 'error' ? (
        <p className={styles.error} role="alert">
          {t('content:gameGrid.moreError', { defaultValue: 'More games could not be loaded.' })}
        </p>
      ) : null}
      {page < totalPages ? (
        <Button
          variant="secondary"
          block
          loading={loading}
          onClick={status === 'error' && onRetry ? onRetry : onLoadMore}
        >
          {t('content:gameGrid.more', { defaultValue: 'More' })}
        </Button>
      ) : null}
    </div>
  );
}
