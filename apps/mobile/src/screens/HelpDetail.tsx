import { useFormMessages } from '@wl/app/form-messages';
import { useHelpCentre, useHelpTopic } from '@wl/app/help-centre';
import { resolveRoute } from '@wl/domain/routes';
import { DetailLayout, DetailLayoutSkeleton } from '@wl/ui/detail-layout';
import { EmptyState } from '@wl/ui/empty-state';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import * as styles from './Content.css.ts';

/** /m/helpDetail?tag=: one help topic or sub-topic with its content, and its own sub-topics. */
export function HelpDetail() {
  return (
    <div className={styles.page}>
      <Suspense fallback={<DetailLayoutSkeleton />}>
        <HelpTopicPage />
      </Suspense>
    </div>
  );
}

function HelpTopicPage() {
  const { t } = useTranslation();
  const messages = useFormMessages();
  const { pathname, search } = useLocation();
  const route = resolveRoute(pathname, search);
  const tag = 'screen' in route && route.screen === 'helpDetail' ? route.tag : undefined;
  const help = useHelpCentre();
  const topic = useHelpTopic(help.topics, tag);

  if (help.state === 'loading' && help.topics.length === 0) return <DetailLayoutSkeleton />;
  if (!topic) {
    return <EmptyState illustration="error" title={messages.failure(help.error ?? 'resource.not.found')} />;
  }
  return (
    <DetailLayout title={topic.title} section={t('screens.helpDetail')} html={topic.content}>
      {topic.children.length > 0 ? (
        <ul className={styles.footerLinks}>
          {topic.children.map((child) => (
            <li key={child.tag}>
              <Link className={styles.link} to={`/m/helpDetail?tag=${encodeURIComponent(child.tag)}`}>
                {child.title}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </DetailLayout>
  );
}
