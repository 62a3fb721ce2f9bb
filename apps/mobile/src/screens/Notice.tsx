import { LoadFailed } from '@wl/app/load-failed';
import { useNotices } from '@wl/app/notices';
import { resolveRoute } from '@wl/domain/routes';
import { NoticeAccordion } from '@wl/ui/notice-accordion';
import { Skeleton } from '@wl/ui/skeleton';
import { Suspense, useMemo } from 'react';
import { useLocation } from 'react-router';
import * as styles from './Content.css.ts';

/** /m/notice: the player notices; ?index= opens the one clicked in the notice bar. Opening one marks it read. */
export function Notice() {
  return (
    <div className={styles.page}>
      <Suspense fallback={<Skeleton />}>
        <NoticeList />
      </Suspense>
    </div>
  );
}

function NoticeList() {
  const { pathname, search } = useLocation();
  const route = resolveRoute(pathname, search);
  const index = 'screen' in route && route.screen === 'notice' ? route.index : undefined;
  const { loading, notices, error, retry, markRead } = useNotices();
  const items = useMemo(
    () =>
      notices.map((notice) => ({
        id: notice.id,
        title: notice.title,
        content: notice.content,
        date: notice.listDate,
        dateTime: notice.detailDate,
        read: notice.read,
      })),
    [notices],
  );
  if (loading) return <Skeleton />;
  if (error && notices.length === 0) return <LoadFailed error={error} onRetry={retry} />;
  return (
    <NoticeAccordion
      notices={items}
      {...(index === undefined ? {} : { openIndex: index })}
      onOpen={(notice) => markRead(notice.id)}
    />
  );
}
