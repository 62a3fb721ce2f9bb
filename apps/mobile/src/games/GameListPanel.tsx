import { useGameCentre } from '@wl/app/game-centre';
import { useGameLaunch } from '@wl/app/game-launch';
import { useImageUrl } from '@wl/app/image-url';
import { VendorTabBar } from '@wl/ui/vendor-tab-bar';
import { WindowedGameGrid } from './WindowedGameGrid.tsx';

/**
 * The game list of one game-centre entry (RECENT, or a category whose listType is set): the vendor tabs over the
 * games, More while pages remain. Without a session, recent games send the visitor to /m/login (the game centre).
 * Mount it with a `key` per entry.
 */
export function GameListPanel({ entry, label }: { entry: string; label: string }) {
  const images = useImageUrl();
  const list = useGameCentre({ entry }, images.source);
  const { launch } = useGameLaunch();
  return (
    <>
      {list.vendors.length > 1 ? (
        <VendorTabBar vendors={list.vendors} selected={list.vendor} onSelect={list.selectVendor} />
      ) : null}
      <WindowedGameGrid
        label={label}
        tiles={list.tiles}
        page={list.page}
        totalPages={list.totalPages}
        status={list.loading || list.loadingMore ? 'loading' : list.error ? 'error' : 'idle'}
        onLaunch={(game) => {
          const target = list.launchTargetOf(game.nodeId);
          if (target) launch(target);
        }}
        onToggleFavourite={(game) => list.toggleFavourite(game.nodeId)}
        onLoadMore={list.loadMore}
        onRetry={list.resetFilter}
      />
    </>
  );
}
