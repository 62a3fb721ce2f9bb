import { useAfterServices } from '@wl/app/app-services';
import { earlyFirstGames, openingGameList } from '@wl/app/game-list-frame';
import { CATEGORY_PATHS } from '@wl/domain/game-launch';
import { resolveRoute } from '@wl/domain/routes';
import { Button } from '@wl/ui/button';
import { CategoryRail } from '@wl/ui/category-rail';
import { Icon } from '@wl/ui/icon';
import { Suspense, use, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { categoryIconOf } from '../games/categories.ts';
import { type CategoryContentProps, CategoryVendors } from './categoryParts.tsx';
import * as styles from './Games.css.ts';
import { GamesPanelLayout } from './GamesPanelLayout.tsx';

/** The categories the menu offers, in menu order after HOT: each has its own screen. */
const MENU_ENTRIES = ['HOT', 'RNG', 'COCKFIGHT', 'FISH', 'LIVE', 'PVP', 'SPORTS', 'LOTT', 'ELOTT', 'INHOUSE'] as const;

/**
 * Every game category path (/m/slot-games, /m/live-games, ...): the notice bar, the category menu, and the category's
 * game list (a list category, or ?vassalage=) or its vendors; the search button opens /m/search-games of the type.
 */
export function Category() {
  const { pathname, search } = useLocation();
  const route = resolveRoute(pathname, search);
  if (!('screen' in route) || route.screen !== 'category') return null;
  // A new category or vendor is a new list: its own game centre, from page 1.
  return (
    <CategoryScreen key={`${route.entry}:${route.vassalage ?? ''}`} entry={route.entry} vassalage={route.vassalage} />
  );
}

/** The category screen's live parts, asked for once the services are in. */
const loadLive = () => import('./CategoryLive.tsx').then((module) => module.default);

function CategoryScreen({ entry, vassalage }: { entry: string; vassalage?: string | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const live = useAfterServices(loadLive);
  const name = t(`games.category.${entry}`);
  const categories = useMemo(
    () => MENU_ENTRIES.map((id) => ({ id, label: t(`games.category.${id}`), icon: categoryIconOf(id) })),
    [t],
  );
  const searchType = entry === 'HOT' ? '' : entry;

  return (
    <div className={styles.page}>
      {/* The notices need the app's services, which start after the first paint. */}
      <Suspense fallback={<div className={styles.noticeSpace} />}>
        {live ? <live.Notices /> : <div className={styles.noticeSpace} />}
      </Suspense>
      <CategoryRail
        categories={categories}
        selected={entry}
        onSelect={(id) => navigate(CATEGORY_PATHS[id] ?? '/m/home')}
        label={t('games.menu')}
      >
        <div className={styles.headingRow}>
          <h2 className={styles.heading}>{name}</h2>
          <Button
            variant="ghost"
            size="small"
            onClick={() => navigate(`/m/search-games${searchType ? `?gameType=${searchType}` : ''}`)}
          >
            <Icon name="search" size="small" />
            {t('games.search')}
          </Button>
        </div>
        <Suspense fallback={null}>
          {live ? (
            <live.Content entry={entry} vassalage={vassalage} name={name} />
          ) : (
            <CategoryFrame entry={entry} vassalage={vassalage} name={name} />
          )}
        </Suspense>
      </CategoryRail>
    </div>
  );
}

/**
 * A visitor's first category screen, drawn from the boot's early answers before its code and the services: the game
 * list or the vendors as they will open, busy, answering nothing until the live screen takes their place
 * (docs/decisions.md, "A category screen drawn before its code"). Nothing where there are no early answers (a member,
 * a screen reached later, an answer that failed): the live screen shows its own loading state.
 */
function CategoryFrame({ entry, vassalage, name }: CategoryContentProps) {
  const early = use(earlyFirstGames(entry, vassalage));
  if (!early) return null;
  const list = openingGameList(early, entry, vassalage);
  if (list.view.kind === 'vendors') {
    return <CategoryVendors name={name} vendors={list.view.vendors} status="idle" onSelect={nothing} waiting />;
  }
  return (
    <GamesPanelLayout
      list={list}
      label={name}
      imageUrl={(path) => early.images.source(path).src}
      onLaunch={nothing}
      onToggleFavourite={nothing}
      onOpenFilter={nothing}
      waiting
    />
  );
}

const nothing = () => {};
