import { AfterServices } from '@wl/app/app-services';
import { useConnectionState } from '@wl/app/connection';
import { RootLayout } from '@wl/app/root-layout';
import { HOME_ROUTE } from '@wl/domain/navigation';
import { backTarget, routeTitle } from '@wl/domain/routes';
import { ConnectionBanner } from '@wl/ui/connection-banner';
import { Header, type HeaderProps } from '@wl/ui/header';
import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import * as styles from './PlayerLayout.css.ts';

/** The member's part of the header needs the session: it loads with the services, after the first paint. */
const SessionHeader = lazy(async () => ({ default: (await import('./SessionHeader.tsx')).SessionHeader }));

const StatusGate = lazy(async () => ({ default: (await import('./StatusGate.tsx')).StatusGate }));

/**
 * Every player page: the header (brand, title by path, back, log in or the member) with the connection banner under
 * it, then the screen; the maintenance or restriction page instead of all of it when the platform says so.
 */
export function PlayerLayout() {
  const site = useRef<HTMLDivElement>(null);
  return (
    <>
      <div ref={site} className={styles.site}>
        <RootLayout header={<PlayerHeader />} />
      </div>
      <Suspense fallback={null}>
        <AfterServices>
          <StatusGate site={site} />
        </AfterServices>
      </Suspense>
    </>
  );
}

function Connection() {
  const state = useConnectionState();
  return <ConnectionBanner state={state} />;
}

function PlayerHeader() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const screen = routeTitle(pathname);
  const back = backTarget(pathname);
  const chrome: HeaderProps = {
    brandName: t('app.name'),
    onLogoClick: () => navigate(HOME_ROUTE),
    ...(screen && screen !== 'home' ? { title: t(`screens.${screen}`) } : {}),
    ...(back && screen !== 'home'
      ? { back: 'left-text' as const, onBack: () => ('to' in back ? navigate(back.to) : navigate(-1)) }
      : {}),
    onLogin: () => navigate('/m/login'),
    onRegister: () => navigate('/m/register'),
  };
  // Until the services have loaded, the header is a visitor's: the session is not known yet.
  return (
    <>
      <Suspense fallback={<Header {...chrome} />}>
        <AfterServices>
          <SessionHeader {...chrome} />
        </AfterServices>
      </Suspense>
      <Connection />
    </>
  );
}
