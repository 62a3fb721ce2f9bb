import { useHelpCentre, useInitialHelpTag } from '@wl/app/help-centre';
import { LoadFailed } from '@wl/app/load-failed';
import { resolveRoute } from '@wl/domain/routes';
import { Button } from '@wl/ui/button';
import { HelpTabs } from '@wl/ui/help-tabs';
import { Skeleton } from '@wl/ui/skeleton';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import * as styles from './Content.css.ts';

const HelpFeedback = lazy(async () => ({ default: (await import('./HelpFeedback.tsx')).HelpFeedback }));

/** /m/help: a tab per help topic (?i= by index, ?tag= by tag), and the way to send feedback. */
export function Help() {
  return (
    <div className={styles.page}>
      <Suspense fallback={<Skeleton shape="block" blockSize="12rem" />}>
        <HelpCentre />
      </Suspense>
    </div>
  );
}

function HelpCentre() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const query = useMemo(() => {
    const route = resolveRoute(pathname, search);
    return 'screen' in route && route.screen === 'help' ? { i: route.i, tag: route.tag } : {};
  }, [pathname, search]);
  const help = useHelpCentre();
  const initialTag = useInitialHelpTag(help.topics, query);
  // The tab chosen here; until then, the one the query asks for.
  const [chosen, setChosen] = useState<{ tag: string; query: object }>();
  const selectedTag = chosen?.query === query ? chosen.tag : initialTag;
  const [feedbackOpen, setFeedbackOpen] = useState(false);

  if (help.state === 'loading' && help.topics.length === 0) return <Skeleton shape="block" blockSize="12rem" />;
  return (
    <>
      {help.state === 'failed' ? (
        <LoadFailed error={help.error} onRetry={help.retry} />
      ) : (
        <HelpTabs
          topics={help.topics}
          selectedTag={selectedTag ?? ''}
          onSelect={(tag) => setChosen({ tag, query })}
          onOpenItem={(tag) => navigate(`/m/helpDetail?tag=${encodeURIComponent(tag)}`)}
        />
      )}
      <section className={styles.opened} aria-labelledby="help-feedback">
        <h2 id="help-feedback" className={styles.heading}>
          {t('help.feedbackTitle')}
        </h2>
        <p className={styles.message}>{t('help.feedbackIntro')}</p>
        <Button variant="secondary" onClick={() => setFeedbackOpen(true)}>
          {t('help.feedbackOpen')}
        </Button>
      </section>
      {feedbackOpen ? (
        <Suspense fallback={null}>
          <HelpFeedback onClose={() => setFeedbackOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
