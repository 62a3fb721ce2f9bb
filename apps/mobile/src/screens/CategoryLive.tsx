import { useFormMessages } from '@wl/app/form-messages';
import { useGameLaunch } from '@wl/app/game-launch';
import { earlyFirstGames, firstGamesShown } from '@wl/app/game-list-frame';
import { useNotices } from '@wl/app/notices';
import { vendorGameType } from '@wl/domain/category-screen';
import { NoticeBar } from '@wl/ui/notice-bar';
import { VendorGrid } from '@wl/ui/vendor-grid';
import { type ReactNode, use, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CategoryContentProps } from './categoryParts.ts';
import * as styles from './Games.css.ts';
import { GamesPanel, useGameListView } from './GamesPanel.tsx';

/** The category screen's live parts, which need the services: the notice bar and the game list or vendor grid. */
const live = { Notices, Content: CategoryContent };
export default live;

function Notices() {
  const navigate = useNavigate();
  const { notices } = useNotices();
  return <NoticeBar notices={notices} onOpen={(index) => navigate(`/m/notice?index=${index}`)} />;
}

/**
 * The category's game list or vendors. When the screen was drawn from the boot's early answers, that drawing
 * (`frame`) stays until the game centre has its first page and the vendor categories (the same answers, taken at
 * once), so nothing flashes between them; without early answers (a member) the list shows it is loading.
 */
function CategoryContent({ entry, vassalage, name, frame }: CategoryContentProps & { frame: ReactNode }) {
  const { t } = useTranslation();
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
  if (early && !ready && !opened) return frame;
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
