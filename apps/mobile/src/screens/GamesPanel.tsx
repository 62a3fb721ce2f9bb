import { useFormMessages } from '@wl/app/form-messages';
import { FIXED_THEMES, type GameListOptions, type GameListView, useGameCentre } from '@wl/app/game-centre';
import { useGameLaunch } from '@wl/app/game-launch';
import { useImageUrl } from '@wl/app/image-url';
import { DIALOG_MASK_GUARD_MS } from '@wl/domain/constants';
import { greyVendorLogoPath } from '@wl/domain/image-cdn';
import { Button } from '@wl/ui/button';
import { Dialog } from '@wl/ui/dialog';
import { EmptyState } from '@wl/ui/empty-state';
import { FilterPanel } from '@wl/ui/filter-panel';
import type { GameTileGame } from '@wl/ui/game-tile';
import { Icon } from '@wl/ui/icon';
import { SearchBar } from '@wl/ui/search-bar';
import { VendorIconStrip } from '@wl/ui/vendor-icon-strip';
import { VendorTabBar } from '@wl/ui/vendor-tab-bar';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WindowedGameGrid } from '../games/WindowedGameGrid.tsx';
import * as styles from './Games.css.ts';

/** The game list of a screen, with its tiles' art on the image CDN of the visit. */
export function useGameListView(options: GameListOptions): GameListView {
  const images = useImageUrl();
  const source = images.source;
  const imageSource = useCallback((path: string) => source(path), [source]);
  return useGameCentre(options, imageSource);
}

export interface GamesPanelProps {
  list: GameListView;
  /** Names the grid for assistive technology: the category's or the list's name. */
  label: string;
  /** A search field above the list (/m/search-games). */
  withSearch?: boolean;
}

/**
 * A game list: the vendor tabs (all, then one per vendor) with the vendors' grey logos, the filter popup (name and
 * theme), the grid drawn around the viewport, More while pages remain, and the empty state. Favourite and launch
 * follow the domain's rules: a visitor goes to /m/login, a trial account is told it needs a real one.
 */
export function GamesPanel({ list, label, withSearch = false }: GamesPanelProps) {
  const { t } = useTranslation();
  const messages = useFormMessages();
  const launcher = useGameLaunch();
  // The vendors' grey logos come from the visit's image CDN, as the games' art does.
  const images = useImageUrl();
  const [filterOpen, setFilterOpen] = useState(false);

  const classifications = useMemo(
    () => list.classifications.map((id) => ({ id, label: t(`games.classify.${id}`, { defaultValue: id }) })),
    [list.classifications, t],
  );
  const { launchTargetOf, toggleFavourite } = list;
  const { launch: start } = launcher;
  const launch = useCallback(
    (game: GameTileGame) => {
      const target = launchTargetOf(game.nodeId);
      if (target) start(target);
    },
    [launchTargetOf, start],
  );
  const toggle = useCallback((game: GameTileGame) => toggleFavourite(game.nodeId), [toggleFavourite]);
  const filtered = list.gameName !== '' || list.classify !== '';
  const actionError = launcher.error ?? list.favouriteError;

  return (
    <section className={styles.panel} aria-label={label}>
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
          <VendorIconStrip vendors={list.vendors} logoUrl={(code) => images.url(greyVendorLogoPath(code))} />
        </>
      ) : null}
      <div className={styles.toolbar}>
        <p className={styles.count} role="status">
          {list.loading ? t('games.loading') : t('games.count', { count: list.tiles.length })}
        </p>
        <Button variant="secondary" size="small" onClick={() => setFilterOpen(true)}>
          <Icon name="settings" size="small" />
          {filtered ? t('games.filterOn') : t('games.filter')}
        </Button>
      </div>
      {actionError ? (
        <p className={styles.error} role="alert">
          {messages.failure(actionError)}
        </p>
      ) : null}
      <WindowedGameGrid
        label={label}
        // At 360 px the first two rows of tiles are on the first screen under the category menu and the vendor strip.
        firstScreenRows={2}
        tiles={list.tiles}
        page={list.page}
        totalPages={list.totalPages}
        status={list.loading || list.loadingMore ? 'loading' : list.error ? 'error' : 'idle'}
        onLaunch={launch}
        onToggleFavourite={toggle}
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
      <Dialog
        open={filterOpen}
        onClose={() => setFilterOpen(false)}
        title={t('games.filterTitle')}
        placement="bottom"
        maskGuardMs={DIALOG_MASK_GUARD_MS}
      >
        {filterOpen ? (
          <FilterPanel
            value={{ gameName: list.gameName, classify: list.classify }}
            fixedThemes={FIXED_THEMES}
            classifications={classifications}
            onSubmit={(filter) => {
              list.applyFilter(filter);
              setFilterOpen(false);
            }}
            onReset={() => {
              list.resetFilter();
              setFilterOpen(false);
            }}
          />
        ) : null}
      </Dialog>
    </section>
  );
}
