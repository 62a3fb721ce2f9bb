import { Component, type ErrorInfo, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LoadServicesAfterScreen } from '../react/AppServicesContext.tsx';
import * as styles from './RootLayout.css.ts';

/**
 * The frame of every screen: a skip link, the app's header (its banner), the main landmark, and a way forward when a
 * screen cannot load.
 */
export function RootLayout({ header, footer }: { header?: ReactNode; footer?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <a className={styles.skipLink} href="#content">
        {t('app.skipToContent')}
      </a>
      {header}
      <main id="content" className={styles.main}>
        <RouteErrorBoundary>
          <Suspense fallback={<p role="status">{t('status.loading')}</p>}>
            <Outlet />
            <LoadServicesAfterScreen />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      {footer}
    </>
  );
}

/** A screen that fails to load (a lost chunk on a bad connection) or to render still leaves a way forward. */
class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteFailed /> : this.props.children;
  }
}

function RouteFailed() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="route-failed">
      <h1 id="route-failed">{t('error.unknown')}</h1>
      <p>{t('status.unreachable')}</p>
      <button type="button" className={styles.retry} onClick={() => window.location.reload()}>
        {t('status.retry')}
      </button>
    </section>
  );
}
