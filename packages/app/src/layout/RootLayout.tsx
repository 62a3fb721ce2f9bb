import { Component, lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { LoadServicesAfterScreen } from '../react/AppServicesContext.tsx';
import * as styles from './RootLayout.css.ts';

/**
 * The frame of every screen: a skip link, the app's header (its banner), the main landmark, and a way forward when a
 * screen cannot load.
 */
export function RootLayout({ header, footer }: { header?: ReactNode; footer?: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <>
      <a className={styles.skipLink} href="#content">
        {t('app.skipToContent')}
      </a>
      {header}
      <main id="content" className={styles.main}>
        <RouteErrorBoundary at={pathname}>
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

/** The failure's view loads after the first paint, with the services, so it is there before the network goes. */
const loadRouteFailed = () => import('./RouteFailed.tsx');
const RouteFailed = lazy(() =>
  loadRouteFailed().then(
    (view) => ({ default: view.RouteFailed }),
    // Its code lost on a bad connection: the failure still says so.
    () => ({ default: Unreachable }),
  ),
);

function Unreachable() {
  const { t } = useTranslation();
  return <p role="alert">{t('status.unreachable')}</p>;
}

interface RouteErrorBoundaryState {
  at?: string;
  failure?: { error: unknown };
}

/**
 * A screen that fails to load (a read that failed, a lost chunk on a bad connection) or to render still leaves a way
 * forward. The failure belongs to the page it happened on: going elsewhere shows that page.
 */
class RouteErrorBoundary extends Component<{ children: ReactNode; at: string }, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = {};

  static getDerivedStateFromError(error: unknown): RouteErrorBoundaryState {
    return { failure: { error } };
  }

  static getDerivedStateFromProps(
    { at }: { at: string },
    state: RouteErrorBoundaryState,
  ): RouteErrorBoundaryState | null {
    return at === state.at ? null : { at, failure: undefined };
  }

  override componentDidMount() {
    // With the services: when the browser is next idle after the first screen.
    const preload = () => void loadRouteFailed().catch(() => {});
    if (typeof requestIdleCallback === 'function') requestIdleCallback(preload, { timeout: 1_000 });
    else preload();
  }

  retried = () => this.setState({ failure: undefined });

  override render() {
    const { failure } = this.state;
    return failure ? (
      <Suspense fallback={null}>
        <RouteFailed error={failure.error} onRetried={this.retried} />
      </Suspense>
    ) : (
      this.props.children
    );
  }
}
