import { useFormMessages } from '@wl/app/form-messages';
import { useGameLaunch } from '@wl/app/game-launch';
import { vendorGameType } from '@wl/domain/category-screen';
import { resolveRoute } from '@wl/domain/routes';
import { VendorGrid } from '@wl/ui/vendor-grid';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import * as styles from './Games.css.ts';
import { GamesPanel, useGameListView } from './GamesPanel.tsx';
import { ActionError } from './GamesPanelLayout.tsx';

/**
 * /m/search-games (all games, or those of ?gameType=, with a search field) and /m/fav-games (the member's favourites;
 * a visitor goes to /m/login): one game list screen, the data type from the path.
 */
export function GameList() {
  const { pathname, search } = useLocation();
  const route = resolveRoute(pathname, search);
  if (!('screen' in route) || route.screen !== 'gameList') return null;
  return <GameListScreen key={route.entry} entry={route.entry} withSearch={route.entry !== 'FAV'} />;
}

/** /m/gameCenter: the game centre itself, every game of every vendor with the vendor tabs and the filter. */
export function GameCentre() {
  return <GameListScreen entry="ALL" withSearch={false} />;
}

function GameListScreen({ entry, withSearch }: { entry: string; withSearch: boolean }) {
  const { t } = useTranslation();
  const name = t(`games.list.${entry}`, {
    defaultValue: t(`games.category.${entry}`, { defaultValue: t('games.list.ALL') }),
  });
  return (
    <div className={styles.page}>
      <h2 className={styles.heading}>{name}</h2>
      <Suspense fallback={null}>
        <GameListContent entry={entry} withSearch={withSearch} name={name} />
      </Suspense>
    </div>
  );
}

function GameListContent({ entry, withSearch, name }: { entry: string; withSearch: boolean; name: string }) {
  const list = useGameListView({ entry });
  return <GamesPanel list={list} label={name} withSearch={withSearch} />;
}

/** /m/provider: every vendor, category by category; a tile opens the vendor (its games, or its own lobby). */
export function Providers() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <h2 className={styles.heading}>{t('games.providers')}</h2>
      <Suspense fallback={null}>
        <ProviderGrids />
      </Suspense>
    </div>
  );
}

function ProviderGrids() {
  const { t } = useTranslation();
  const messages = useFormMessages();
  const list = useGameListView({ entry: 'HOT' });
  const launcher = useGameLaunch();
  return (
    <>
      <ActionError message={launcher.error ? messages.failure(launcher.error) : undefined} />
      {list.catalogueLoading || list.catalogueError ? (
        <VendorGrid
          vendors={[]}
          status={list.catalogueLoading ? 'loading' : 'error'}
          onRetry={list.retryCatalogue}
          onSelect={() => undefined}
        />
      ) : null}
      {list.categories.map((category) => {
        const name = t(`games.category.${category.gameCategory}`, { defaultValue: category.gameCategory });
        return (
          <section key={category.gameCategory} className={styles.panel} aria-label={name}>
            <h3 className={styles.subheading}>{name}</h3>
            <VendorGrid
              label={t('games.vendorsOf', { name })}
              vendors={category.vendorNames.map((vendor) => ({
                vendor: { vassalage: vendor.vassalage, displayName: vendor.displayName },
              }))}
              onSelect={(vendor) =>
                launcher.launch({
                  vassalage: vendor.vassalage,
                  gameType: vendorGameType(category.gameCategory),
                })
              }
            />
          </section>
        );
      })}
    </>
  );
}
