import { useInstalledApp } from '@wl/app/app-download';
import { FailureBoundary } from '@wl/app/failure-boundary';
import { useGameLaunch } from '@wl/app/game-launch';
import { type HomeLobby as HomeLobbyView, useHome, useLoginPopups } from '@wl/app/home';
import { type ImageUrls, useImageUrl } from '@wl/app/image-url';
import { LoadFailed } from '@wl/app/load-failed';
import {
  BANNER_AUTOPLAY_MS,
  BANNER_LOOP_MIN_COUNT,
  BANNER_SPEED_MS,
  BANNER_SWIPE_THRESHOLD_PX,
} from '@wl/domain/constants';
import { BannerCarousel } from '@wl/ui/banner-carousel';
import { CategoryRail } from '@wl/ui/category-rail';
import { JackpotCounter } from '@wl/ui/jackpot-counter';
import { NoticeBar } from '@wl/ui/notice-bar';
import { VendorGrid } from '@wl/ui/vendor-grid';
import { WinnersBoard } from '@wl/ui/winners-board';
import { lazy, memo, type ReactNode, Suspense, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { categoryIconOf } from '../games/categories.ts';
import { WindowedGameGrid } from '../games/WindowedGameGrid.tsx';
import * as styles from './Home.css.ts';

/** The list panel (RECENT, list-type categories) loads when such a category is chosen. */
const GameListPanel = lazy(async () => ({ default: (await import('../games/GameListPanel.tsx')).GameListPanel }));

/** The login pop-ups load only when the merchant has some. */
const HomePopups = lazy(async () => ({ default: (await import('./HomePopups.tsx')).HomePopups }));

/**
 * Home's lobby below the title: the notice marquee, the banners of m_home, the member shortcuts (`strip`), the
 * jackpot, the category rail over its panel (HOT: 60 hot games a page with More; RECENT and list-type categories:
 * the game list; others: the category's vendors), the winners board and the login pop-ups.
 */
export function HomeLobby({ strip }: { strip: ReactNode }) {
  // The lobby's money is in the merchant's currency: while their settings' read has failed, it says why, with Try again.
  return (
    <FailureBoundary fallback={({ error, retry }) => <LoadFailed error={error} onRetry={retry} />}>
      <Lobby strip={strip} />
    </FailureBoundary>
  );
}

/**
 * The lobby draws the latest view in a pass React can interrupt (`useDeferredValue`): on a slow phone the answers
 * arrive one after another, and each would otherwise draw the whole lobby again in one long task
 * (docs/decisions.md, "The first render is a transition").
 */
function Lobby({ strip }: { strip: ReactNode }) {
  const images = useImageUrl();
  const home = useDeferredValue(useHome(images.source));
  return <LobbyView home={home} images={images} strip={strip} />;
}

const LobbyView = memo(function LobbyView({
  home,
  images,
  strip,
}: {
  home: HomeLobbyView;
  images: ImageUrls;
  strip: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { launch } = useGameLaunch();
  const { jackpot, winners } = home;
  // The pop-ups' code (and the rich-content sanitiser) loads only for a member who has not closed them.
  const popupsOpen = useLoginPopups().open;
  const installed = useInstalledApp();

  const banners = home.banners.map((banner, index) => ({
    id: banner.id,
    imageUrl: images.url(banner.imageUrl),
    alt: t('home.bannerAlt', { number: index + 1 }),
  }));
  const label = (category: string) =>
    t(`games.list.${category}`, { defaultValue: t(`games.category.${category}`, { defaultValue: category }) });
  const { view } = home;

  let panel: ReactNode;
  if (view.kind === 'hot') {
    panel = (
      <WindowedGameGrid
        label={label(home.category)}
        tiles={home.hot.tiles}
        page={home.hot.page}
        totalPages={home.hot.totalPages}
        status={home.hot.loading || home.hot.loadingMore ? 'loading' : home.hot.failed ? 'error' : 'idle'}
        onLaunch={(game) => {
          const target = home.launchTargetOf(game.nodeId);
          if (target) launch(target);
        }}
        onToggleFavourite={(game) => home.toggleFavourite(game.nodeId)}
        onLoadMore={home.loadMore}
        onRetry={home.retry}
      />
    );
  } else if (view.kind === 'list') {
    panel = (
      <Suspense fallback={null}>
        <GameListPanel key={view.entry} entry={view.entry} label={label(view.entry)} />
      </Suspense>
    );
  } else {
    const category = home.category;
    panel = (
      <VendorGrid
        label={t('games.vendorsOf', { name: label(category) })}
        vendors={view.vendors.map((vendor) => ({ vendor }))}
        onSelect={(vendor) => launch({ vassalage: vendor.vassalage, gameType: category })}
      />
    );
  }

  return (
    <div className={styles.lobby}>
      {/* What could not be read, and why; the parts that loaded show around it. */}
      {home.failure ? <LoadFailed error={home.failure} onRetry={home.retry} size="compact" /> : null}
      <div className={styles.noticeSlot}>
        <NoticeBar
          notices={home.notices}
          onOpen={(index) => navigate(`/m/notice?index=${index}`)}
          showAppDownload={!installed}
          onAppDownload={() => navigate('/m/app')}
        />
      </div>
      <div className={styles.bannerSlot}>
        <div className={styles.bannerArt} />
        {banners.length > 0 ? (
          <div className={styles.bannerCarousel}>
            <BannerCarousel
              label={t('home.banners')}
              banners={banners}
              autoplayMs={BANNER_AUTOPLAY_MS}
              speedMs={BANNER_SPEED_MS}
              swipePx={BANNER_SWIPE_THRESHOLD_PX}
              loop={banners.length >= BANNER_LOOP_MIN_COUNT}
            />
          </div>
        ) : null}
      </div>
      {strip}
      <div className={styles.jackpotSlot}>
        <JackpotCounter label={t('home.jackpot')} value={jackpot} />
      </div>
      <div className={styles.railSlot}>
        <CategoryRail
          categories={home.categories.map((id) => ({ id, label: label(id), icon: categoryIconOf(id) }))}
          selected={home.category}
          onSelect={home.select}
        >
          {panel}
        </CategoryRail>
      </div>
      <WinnersBoard rows={winners.rows} scrolls={winners.scrolls} status={winners.status} />
      {home.popups.length > 0 && popupsOpen ? (
        <Suspense fallback={null}>
          <HomePopups items={home.popups} />
        </Suspense>
      ) : null}
    </div>
  );
});
