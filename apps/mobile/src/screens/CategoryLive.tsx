import { useFormMessages } from '@wl/app/form-messages';
import { useGameLaunch } from '@wl/app/game-launch';
import { earlyFirstGames, firstGamesShown, openingGameList } from '@wl/app/game-list-frame';
import { useNotices } from '@wl/app/notices';
import { vendorGameType } from '@wl/domain/category-screen';
import { NoticeBar } from '@wl/ui/notice-bar';
import { use, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { type CategoryContentProps, CategoryVendors } from './categoryParts.tsx';
import { GamesPanel, useGameListView } from './GamesPanel.tsx';
import { ActionError } from './GamesPanelLayout.tsx';

/** The category screen's live parts, which need the services: the notice bar and the game list or vendor grid. */
const live = { Notices, Content: CategoryContent };
export default live;

function Notices() {
  const navigate = useNavigate();
  const { notices } = useNotices();
  return <NoticeBar notices={notices} onOpen={(index) => navigate(`/m/notice?index=${index}`)} />;
}

/**
 * The category's game list or vendors. When the screen was drawn from the boot's early answers, the list opens on
 * them, busy, until the game centre has its first page and the vendor categories (the same answers, taken at once);
 * its elements then take the live list's values, so nothing flashes between the two. Without early answers (a member)
 * the list shows it is loading.
 */
function CategoryContent({ entry, vassalage, name }: CategoryContentProps) {
  const messages = useFormMessages();
  const list = useGameListView({ entry, ...(vassalage ? { vassalage } : {}) });
  const launcher = useGameLaunch();
  const early = use(earlyFirstGames(entry, vassalage));
  const [opened, setOpened] = useState(false);
  const ready = !list.catalogueLoading && !list.loading;
  if (ready && !opened) setOpened(true);
  useEffect(() => {
    if (opened) firstGamesShown(entry, vassalage);
  }, [opened, entry, vassalage]);
  const opening = useMemo(
    () => (early && !opened ? openingGameList(early, entry, vassalage) : undefined),
    [early, opened, entry, vassalage],
  );
  const shown = opening ?? list;
  if (shown.view.kind === 'list') return <GamesPanel list={shown} label={name} waiting={opening !== undefined} />;
  const gameType = vendorGameType(entry);
  return (
    <>
      <ActionError message={launcher.error ? messages.failure(launcher.error) : undefined} />
      <CategoryVendors
        name={name}
        vendors={shown.view.vendors}
        status={opening ? 'idle' : list.catalogueLoading ? 'loading' : list.catalogueError ? 'error' : 'idle'}
        onRetry={list.retryCatalogue}
        onSelect={(code) => launcher.launch({ vassalage: code, gameType })}
        waiting={opening !== undefined}
      />
    </>
  );
}
