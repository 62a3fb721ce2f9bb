import type { ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { GameTile, type GameTileGame, type GameTileTheme } from '../GameTile/GameTile.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { visuallyHidden } from '../theme/recipes.css.ts';
import { useUiText } from '../UiText/UiText.tsx';
import * as styles from './GameGrid.css.ts';

export const gameGridStatuses = ['idle', 'loading', 'error'] as const;
export const gameGridColumns = [3, 4] as const;

/** One tile of the grid, with what the app decided for it. */
export interface GameGridTile {
  game: GameTileGame;
  /** The tile's background class, as the app picks it for the game. */
  theme: GameTileTheme;
  favourite: boolean;
  /** Whether the tile offers the favourite toggle: not for guests, nor for the game types the domain excludes. */
  favouriteToggle: boolean;
}

export interface GameGridProps {
  tiles: readonly GameGridTile[];
  /** The last page loaded (from 1) and the number of pages the server has. */
  page: number;
  totalPages: number;
  /** loading: a page is on its way (the first one shows placeholders); error: the last request failed. */
  status?: (typeof gameGridStatuses)[number];
  columns?: (typeof gameGridColumns)[number];
  onLaunch: (game: GameTileGame) => void;
  /** Called by the tiles that offer the favourite toggle. */
  onToggleFavourite?: (game: GameTileGame, favourite: boolean) => void;
  onLoadMore: () => void;
  onRetry?: () => void;
  /** What an empty list shows instead of the default (for a search, favourites: `EmptyState` with its picture). */
  empty?: ReactNode;
  /** Names the list for assistive technology, e.g. "Slots". */
  label?: string;
  /** How many rows from the top are on the page's first screen: their art loads at once (none by default). */
  firstScreenRows?: number;
}

/** Tile-shaped placeholders while the first page loads: three full rows, never a blank screen. */
const SKELETON_COUNT = 9;

export function GameGrid({
  tiles,
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
  firstScreenRows = 0,
}: GameGridProps) {
  const t = useUiText();
  const loading = status === 'loading';
  const listLabel = label ?? t('content:gameGrid.label', { defaultValue: 'Games' });

  if (tiles.length === 0 && loading) {
    return (
      <div className={styles.grid({ columns })} aria-busy="true" role="status">
        <span className={visuallyHidden}>{t('content:gameGrid.loading', { defaultValue: 'Loading games' })}</span>
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          <Skeleton key={`skeleton-${index.toString()}`} shape="tile" />
        ))}
      </div>
    );
  }

  if (tiles.length === 0 && status === 'error') {
    return (
      <EmptyState
        illustration="error"
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

  if (tiles.length === 0) {
    return <>{empty ?? <EmptyState title={t('content:gameGrid.empty', { defaultValue: 'No games here yet' })} />}</>;
  }

  return (
    <div className={styles.root}>
      <ul className={styles.grid({ columns })} aria-label={listLabel}>
        {tiles.map((tile, index) => (
          <li key={tile.game.nodeId} className={styles.item}>
            <GameTile
              firstScreen={firstScreenRows > 0 && index < firstScreenRows * columns}
              game={tile.game}
              theme={tile.theme}
              favourite={tile.favourite}
              onLaunch={onLaunch}
              onToggleFavourite={tile.favouriteToggle ? onToggleFavourite : undefined}
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
