import { useFormMessages } from '@wl/app/form-messages';
import { FIXED_THEMES, type GameListOptions, type GameListView, useGameCentre } from '@wl/app/game-centre';
import { useGameLaunch } from '@wl/app/game-launch';
import { useImageUrl } from '@wl/app/image-url';
import { DIALOG_MASK_GUARD_MS } from '@wl/domain/constants';
import { Dialog } from '@wl/ui/dialog';
import { FilterPanel } from '@wl/ui/filter-panel';
import type { GameTileGame } from '@wl/ui/game-tile';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GamesPanelLayout } from './GamesPanelLayout.tsx';

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
  /** The list as it opens, drawn from the boot's early answers while the game centre loads: busy, answering nothing. */
  waiting?: boolean;
}

/**
 * A live game list (`GamesPanelLayout`) with its filter popup (name and theme). Favourite and launch follow the
 * domain's rules: a visitor goes to /m/login, a trial account is told it needs a real one.
 */
export function GamesPanel({ list, label, withSearch = false, waiting = false }: GamesPanelProps) {
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
  const actionError = launcher.error ?? list.favouriteError;

  return (
    <GamesPanelLayout
      list={list}
      label={label}
      withSearch={withSearch}
      imageUrl={images.url}
      onLaunch={launch}
      onToggleFavourite={toggle}
      onOpenFilter={() => setFilterOpen(true)}
      actionError={actionError ? messages.failure(actionError) : undefined}
      waiting={waiting}
    >
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
    </GamesPanelLayout>
  );
}
