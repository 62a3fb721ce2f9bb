import { AccessModalsProvider, useAccessModals } from '@wl/app/access-modals';
import { useConnectionState } from '@wl/app/connection';
import { lazyPart, PartBoundary, ServicesPart } from '@wl/app/part-boundary';
import { RootLayout } from '@wl/app/root-layout';
import { screenTextsLoaded } from '@wl/app/screen-texts';
import { HOME_ROUTE } from '@wl/domain/navigation';
import { backTarget, routeTitle } from '@wl/domain/routes';
import { ConnectionBanner } from '@wl/ui/connection-banner';
import { Header, type HeaderProps } from '@wl/ui/header';
import { Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import * as styles from './PlayerLayout.css.ts';

/** The member's part of the header needs the session: it loads with the services, after the first paint. */
const SessionHeader = lazyPart(async () => (await import('./SessionHeader.tsx')).SessionHeader);

/**
 * Likewise the footer: its tabs lead a visitor to log in and carry the member's unread total. Until then a bar of its
 * size holds its place (the tabs and the domain's menu rules would cost the first render about 3 kB gzip).
 */
const SessionFooter = lazyPart(async () => (await import('./SessionFooter.tsx')).SessionFooter);

/** The site footer (brand, socials, vendors, responsible gaming) is below the fold: it loads after the first paint. */
const SiteFooter = lazyPart(async () => (await import('./SiteFooter.tsx')).SiteFooter);
const HelpFooterBlock = lazyPart(async () => (await import('../screens/HelpFooterBlock.tsx')).HelpFooterBlock);

const PageMotion = lazyPart(async () => (await import('./PageMotion.tsx')).PageMotion);
const StatusGate = lazyPart(async () => (await import('./StatusGate.tsx')).StatusGate);

/** Opened on demand: their code loads the first time they open. */
const SideMenuPanel = lazyPart(async () => (await import('./SideMenuPanel.tsx')).SideMenuPanel);
const AppDownload = lazyPart(async () => (await import('./AppDownload.tsx')).AppDownload);
const Invite = lazyPart(async () => (await import('./Invite.tsx')).Invite);
/** The access modals' forms are screens: their texts load with the modals' code. */
const AccessModals = lazyPart(
  async () => (await Promise.all([import('../screens/AccessModals.tsx'), screenTextsLoaded()]))[0].AccessModals,
);

/** A popup that has been opened stays mounted, so it closes as a dialog closes and opens again at once. */
function useOpenState() {
  const [state, setState] = useState<'never' | 'open' | 'closed'>('never');
  return {
    open: state === 'open',
    mounted: state !== 'never',
    show: () => setState('open'),
    hide: () => setState('closed'),
  };
}

/**
 * Every player page: the header (menu, brand, title by path, back, log in or the member) with the connection banner
 * under it, the screen, the site footer and the footer menu; the side menu, the app-download popup and the referral popup when opened;
 * the maintenance or restriction page instead of all of it when the platform says so. Log in, register and forgot
 * password open as modals over the page (one at a time); a swipe back from the starting edge goes where the header's
 * back goes; screens fade in (300 ms) when the page changes.
 */
export function PlayerLayout() {
  return (
    <AccessModalsProvider>
      <PlayerPage />
    </AccessModalsProvider>
  );
}

function PlayerPage() {
  const site = useRef<HTMLDivElement>(null);
  const modals = useAccessModals();
  const access = useMountedOnce(modals?.current != null);
  const menu = useOpenState();
  const download = useOpenState();
  const invite = useOpenState();
  return (
    <>
      <div ref={site} className={styles.site}>
        <RootLayout header={<PlayerHeader onMenu={menu.show} />} footer={<PlayerFooter onInvite={invite.show} />} />
      </div>
      <ServicesPart>
        <StatusGate site={site} />
      </ServicesPart>
      <ServicesPart afterScreen>
        <PageMotion site={site} />
      </ServicesPart>
      {menu.mounted ? (
        <ServicesPart>
          <SideMenuPanel open={menu.open} onClose={menu.hide} onAppDownload={download.show} />
        </ServicesPart>
      ) : null}
      {download.mounted ? (
        <ServicesPart>
          <AppDownload open={download.open} onClose={download.hide} />
        </ServicesPart>
      ) : null}
      {invite.mounted ? (
        <ServicesPart>
          <Invite open={invite.open} onClose={invite.hide} />
        </ServicesPart>
      ) : null}
      {access ? (
        <ServicesPart>
          <AccessModals />
        </ServicesPart>
      ) : null}
    </>
  );
}

/** True from the first time `shown` is: the access modals' code loads when one first opens, and then stays. */
function useMountedOnce(shown: boolean): boolean {
  const [mounted, setMounted] = useState(shown);
  if (shown && !mounted) setMounted(true);
  return mounted || shown;
}

/**
 * The slow-connection and no-internet banners are in the first render: their code must be there before the network
 * goes, since it could not load after.
 */
function Connection() {
  const state = useConnectionState();
  return <ConnectionBanner state={state} />;
}

function PlayerHeader({ onMenu }: { onMenu: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const modals = useAccessModals();
  const screen = routeTitle(pathname);
  const back = backTarget(pathname);
  const chrome: HeaderProps = {
    brandName: t('app.name'),
    // Until the services load no filter has been chosen yet; the session's header then resets them too.
    onLogoClick: () => navigate(HOME_ROUTE),
    onMenu,
    ...(screen && screen !== 'home' ? { title: t(`screens.${screen}`) } : {}),
    ...(back ? { back: 'left-text' as const, onBack: () => ('to' in back ? navigate(back.to) : navigate(-1)) } : {}),
    onLogin: () => modals?.open('login'),
    onRegister: () => modals?.open('register'),
  };
  // Until the services have loaded, the header is a visitor's: the session is not known yet. So it stays when their
  // code or the member part's is lost on a bad connection.
  return (
    <>
      <ServicesPart waiting={<Header {...chrome} />}>
        <SessionHeader {...chrome} />
      </ServicesPart>
      <Connection />
    </>
  );
}

function PlayerFooter({ onInvite }: { onInvite: () => void }) {
  return (
    <>
      <ServicesPart afterScreen>
        <SiteFooter
          help={
            <PartBoundary>
              <Suspense fallback={null}>
                <HelpFooterBlock />
              </Suspense>
            </PartBoundary>
          }
        />
      </ServicesPart>
      <ServicesPart afterScreen waiting={<div className={styles.footerSpace} aria-hidden="true" />}>
        <SessionFooter onInvite={onInvite} />
      </ServicesPart>
    </>
  );
}
