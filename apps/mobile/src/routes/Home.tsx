import { useSystemStatus } from '@wl/app/system-status';
import { Button } from '@wl/ui/button';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './Home.css.ts';

export function Home() {
  const { t } = useTranslation();
  return (
    <>
      <h1 className={styles.title}>{t('app.name')}</h1>
      <section className={styles.card} aria-labelledby="status-heading">
        <h2 id="status-heading" className={styles.heading}>
          {t('status.heading')}
        </h2>
        <Suspense fallback={<StatusText shown="loading" />}>
          <PlatformStatus />
        </Suspense>
      </section>
    </>
  );
}

function PlatformStatus() {
  const { t } = useTranslation();
  const status = useSystemStatus();
  // While the gateway is asked, the cached status (if any) stands.
  const shown = status.state === 'unreachable' ? 'unreachable' : (status.status ?? 'loading');
  return (
    <>
      <StatusText shown={shown} />
      {status.state === 'unreachable' && (
        <Button variant="secondary" onClick={status.retry}>
          {t('status.retry')}
        </Button>
      )}
    </>
  );
}

function StatusText({ shown }: { shown: 'loading' | 'unreachable' | 'ok' | 'maintenance' | 'restricted' }) {
  const { t } = useTranslation();
  return (
    <p role="status" className={styles.status} data-state={shown}>
      {shown === 'loading' ? t('status.loading') : t(`status.${shown}`)}
    </p>
  );
}
