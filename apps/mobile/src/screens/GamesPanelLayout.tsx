import type { GameListView } from '@wl/app/game-centre';
import { greyVendorLogoPath } from '@wl/domain/image-cdn';
import { Button } from '@wl/ui/button';
import { EmptyState } from '@wl/ui/empty-state';
import type { GameTileGame } from '@wl/ui/game-tile';
import { Icon } from '@wl/ui/icon';
import { SearchBar } from '@wl/ui/search-bar';
import { VendorIconStrip } from '@wl/ui/vendor-icon-strip';
import { VendorTabBar } from '@wl/ui/vendor-tab-bar';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WindowedGameGrid } from '../games/WindowedGameGrid.tsx';
import * as styles from './Games.css.ts';

export interface GamesPanelLayoutProps {
  list: GameListView;
  /** Names the grid for assistive technology: the category's or the list's name. */
  label: string;
  /** A search field above the list (/m/search-games). */
  withSearch?: boolean;
  /** An address on the image CDN of the visit, for the vendors' grey logos. */
  imageUrl: (path: string) => string;
  onLaunch: (game: GameTileGame) => void;
  onToggleFavourite: (game: GameTileGame) => void;
  onOpenFilter: () => void;
  /** The launch's or the favourite toggle's failure, in the player's words. */
  actionError?: string | undefined;
  /** Drawn before its code and the services: shown as it will be, busy, and nothing in it answers yet. */
  waiting?: boolean;
  /** The filter popup. */
  children?: ReactNode;
}

/**
 * A game list as the player sees it: the vendor tabs (all, then one per vendor) with the vendors' grey logos, the
 * filter button, the grid drawn around the viewport, More while pages remain, and the empty state. What the controls
 * do is the caller's: the live list's (`GamesPanel`), or nothing while the screen is drawn before its code.
 */
export function GamesPanelLayout({
  list,
  label,
  withSearch = false,
  imageUrl,
  onLaunch,
  onToggleFavourite,
  onOpenFilter,
  actionError,
  waiting = false,
  children,
}: GamesPanelLayoutProps) {
  const { t } = useTranslation();
  const filtered = list.gameName !== '' || list.classify !== '';
  return (
    <section className={styles.panel} aria-label={label} aria-busy={waiting || undefined} inert={waiting}>
      {withSearch ? (
        <SearchBar
          key={list.gameName}
          defaultValue={list.gameName}
          label={t('games.searchLabel')}
          placeholder={t('games.searchPlaceholder')}
          loading={list.loading}
          onSubmit={(gameName) => list.applyFilter({ gameName, classify: list.classify })}
          onClear={() => list.applyFilter({ gameName: '', classify: list.classify })}
        />
      ) : null}
      {list.vendors.length > 1 ? (
        <>
          <VendorTabBar vendors={list.vendors} selected={list.vendor} onSelect={list.selectVendor} />
          <VendorIconStrip vendors={list.vendors} logoUrl={(code) => imageUrl(greyVendorLogoPath(code))} />
        </>
      ) : null}
      <div className={styles.toolbar}>
        <p className={styles.count} role="status">
          {list.loading ? t('games.loading') : t('games.count', { count: list.tiles.length })}
        </p>
        <Button variant="secondary" size="small" onClick={onOpenFilter}>
          <Icon name="settings" size="small" />
          {filtered ? t('games.filterOn') : t('games.filter')}
        </Button>
      </div>
      <ActionError message={actionError} />
      <WindowedGameGrid
        label={label}
        // At 360 px the first two rows of tiles are on the first screen under the category menu and the vendor strip.
        firstScreenRows={2}
        tiles={list.tiles}
        page={list.page}
        totalPages={list.totalPages}
        status={list.loading || list.loadingMore ? 'loading' : list.error ? 'error' : 'idle'}
        onLaunch={onLaunch}
        onToggleFavourite={onToggleFavourite}
        onLoadMore={list.loadMore}
        onRetry={list.tiles.length > 0 ? list.loadMore : list.retry}
        empty={
          <EmptyState
            illustration={list.dataType === 'FAV' ? 'favourites' : filtered ? 'search' : 'empty'}
            title={list.dataType === 'FAV' ? t('games.emptyFavourites') : t('games.empty')}
            {...(filtered
              ? {
                  action: (
                    <Button variant="secondary" onClick={list.resetFilter}>
                      {t('games.clearFilter')}
                    </Button>
                  ),
                }
              : {})}
          />
        }
      />
      {children}
    </section>
  );
}

/** What went wrong with the player's last action (a launch, a favourite), in their words; nothing when all went well. */
export function ActionError({ message }: { message: string | undefined }) {
  return message ? (
    <p className={styles.error} role="alert">
      {message}
    </p>
  ) : null;
}
