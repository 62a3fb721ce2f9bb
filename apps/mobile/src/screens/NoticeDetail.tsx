import { useFormMessages } from '@wl/app/form-messages';
import { LoadFailed } from '@wl/app/load-failed';
import { useNotices } from '@wl/app/notices';
import { resolveRoute } from '@wl/domain/routes';
import { DetailLayout, DetailLayoutSkeleton } from '@wl/ui/detail-layout';
import { EmptyState } from '@wl/ui/empty-state';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import * as styles from './Content.css.ts';

/** /m/noticeDetail?id=: one notice with its title, start date (YYYY-MM-DD) and content; opening it marks it read. */
export function NoticeDetail() {
  return (
    <div className={styles.page}>
      <Suspense fallback={<DetailLayoutSkeleton />}>
        <NoticePage />
      </Suspense>
    </div>
  );
}

function NoticePage() {
  const { t } = useTranslation();
  const messages = useFormMessages();
  const { pathname, search } = useLocation();
  const route = resolveRoute(pathname, search);
  const noticeId = 'screen' in route && route.screen === 'noticeDetail' ? route.noticeId : undefined;
  const { loading, notices, error, retry, markRead } = useNotices();
  const notice = notices.find((item) => item.id === noticeId);
  const unread = notice !== undefined && !notice.read;
  useEffect(() => {
    if (unread && noticeId !== undefined) markRead(noticeId);
  }, [unread, noticeId, markRead]);

  if (loading) return <DetailLayoutSkeleton />;
  // A list that did not load says why, with a way to ask again; a list without the notice says it is gone.
  if (!notice && error) return <LoadFailed error={error} onRetry={retry} />;
  if (!notice) return <EmptyState illustration="error" title={messages.failure('resource.not.found')} />;
  return (
    <DetailLayout
      title={notice.title}
      meta={notice.detailDate}
      section={t('screens.noticeDetail')}
      html={notice.content}
    />
  );
}
