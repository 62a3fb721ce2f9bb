import { AfterServices } from '@wl/app/app-services';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './Home.css.ts';
import { StatusText } from './StatusText.tsx';

/** The status needs the services: its code loads with them, after the first paint. */
const PlatformStatus = lazy(async () => ({ default: (await import('./PlatformStatus.tsx')).PlatformStatus }));

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
          <AfterServices>
            <PlatformStatus />
          </AfterServices>
        </Suspense>
      </section>
    </>
  );
}
