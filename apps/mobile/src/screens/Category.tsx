import { useFormMessages } from '@wl/app/form-messages';
import { useGameLaunch } from '@wl/app/game-launch';
import { useNotices } from '@wl/app/notices';
import { vendorGameType } from '@wl/domain/category-screen';
import { CATEGORY_PATHS } from '@wl/domain/game-launch';
import { resolveRoute } from '@wl/domain/routes';
import { Button } from '@wl/ui/button';
import { CategoryRail } from '@wl/ui/category-rail';
import { Icon } from '@wl/ui/icon';
import { NoticeBar } from '@wl/ui/notice-bar';
import { VendorGrid } from '@wl/ui/vendor-grid';
import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { categoryIconOf } from '../games/categories.ts';
import * as styles from './Games.css.ts';
import { GamesPanel, useGameListView } from './GamesPanel.tsx';

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

function CategoryScreen({ entry, vassalage }: { entry: string; vassalage?: string | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
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
        <Notices />
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
          <CategoryContent entry={entry} vassalage={vassalage} name={name} />
        </Suspense>
      </CategoryRail>
    </div>
  );
}

function Notices() {
  const navigate = useNavigate();
  const { notices } = useNotices();
  return <NoticeBar notices={notices} onOpen={(index) => navigate(`/m/notice?index=${index}`)} />;
}

function CategoryContent({ entry, vassalage, name }: { entry: string; vassalage?: string | undefined; name: string }) {
  const { t } = useTranslation();
  const messages = useFormMessages();
  const list = useGameListView({ entry, ...(vassalage ? { vassalage } : {}) });
  const launcher = useGameLaunch();
  if (list.view.kind === 'list') return <GamesPanel list={list} label={name} />;
  const gameType = vendorGameType(entry);
  return (
    <>
      {launcher.error ? (
        <p className={styles.error} role="alert">
          {messages.failure(launcher.error)}
        </p>
      ) : null}
      <VendorGrid
        label={t('games.vendorsOf', { name })}
        status={list.catalogueLoading ? 'loading' : list.catalogueError ? 'error' : 'idle'}
        onRetry={list.retryCatalogue}
        vendors={list.view.vendors.map((vendor) => ({
          vendor: { vassalage: vendor.vassalage, displayName: vendor.displayName },
        }))}
        onSelect={(vendor) => launcher.launch({ vassalage: vendor.vassalage, gameType })}
      />
    </>
  );
}
