import { lazyPart, ServicesPart } from '@wl/app/part-boundary';
import { RootLayout } from '@wl/app/root-layout';
import { routeTitle } from '@wl/domain/routes';
import { Header, type HeaderProps } from '@wl/ui/header';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { AGENT_HOME_PATH } from '../paths.ts';

/** The member's part of the header (name, log out) needs the session: it loads with the services. */
const SessionHeader = lazyPart(async () => (await import('./SessionHeader.tsx')).SessionHeader);

/**
 * Every page of the agent build: the header (brand, the page's title, back to the agent home from a contract screen,
 * and the agent's name with log out once logged in), then the screen. The app layer's frame, as on the player site.
 */
export function AgentLayout() {
  return <RootLayout header={<AgentHeader />} />;
}

function AgentHeader() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const screen = routeTitle(pathname);
  const onContractScreen = pathname.startsWith('/m/member/agent/');
  const chrome: HeaderProps = {
    brandName: t('app.name'),
    onLogoClick: () => navigate(AGENT_HOME_PATH),
    // A visitor is on the login page already, and agents do not register here.
    accessButtons: false,
    onMember: () => navigate(AGENT_HOME_PATH),
    // The login and the home carry their own heading (the form's title, the agent's name); the contract screens
    // are titled here.
    ...(screen && screen !== 'agent' && screen !== 'agentHome' ? { title: t(`screens.${screen}`) } : {}),
    ...(onContractScreen ? { back: 'left-text' as const, onBack: () => navigate(AGENT_HOME_PATH) } : {}),
  };
  // The visitor's header until the services load, and when their code or the member part's is lost.
  return (
    <ServicesPart waiting={<Header {...chrome} />}>
      <SessionHeader {...chrome} />
    </ServicesPart>
  );
}
