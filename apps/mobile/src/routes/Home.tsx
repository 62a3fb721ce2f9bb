import { fetchSystemStatus } from '@wl/api/system';
import { type SystemStatus, systemStatus } from '@wl/domain/system-status';
import { Button } from '@wl/ui/button';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../api-context.tsx';
import * as styles from './Home.css.ts';

type StatusView = { state: 'loading' } | { state: 'ready'; status: SystemStatus } | { state: 'unreachable' };

export function Home() {
  const { t } = useTranslation();
  const api = useApi();
  const [view, setView] = useState<StatusView>({ state: 'loading' });

  const load = useCallback(async () => {
    setView({ state: 'loading' });
    const result = await fetchSystemStatus(api);
    setView(result.ok ? { state: 'ready', status: systemStatus(result.value) } : { state: 'unreachable' });
  }, [api]);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <>
      <h1 className={styles.title}>{t('app.name')}</h1>
      <section className={styles.card} aria-labelledby="status-heading">
        <h2 id="status-heading" className={styles.heading}>
          {t('status.heading')}
        </h2>
        <p role="status" className={styles.status} data-state={view.state === 'ready' ? view.status : view.state}>
          {view.state === 'loading' && t('status.loading')}
          {view.state === 'ready' && t(`status.${view.status}`)}
          {view.state === 'unreachable' && t('status.unreachable')}
        </p>
        {view.state === 'unreachable' && (
          <Button variant="secondary" onClick={() => void load()}>
            {t('status.retry')}
          </Button>
        )}
      </section>
    </>
  );
}
