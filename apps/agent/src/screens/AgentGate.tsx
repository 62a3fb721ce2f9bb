import { LoginScreen } from '@wl/app/login-screen';
import { useMemberPage, useSession } from '@wl/app/session';
import { agentAreaAccess } from '@wl/domain/agent-home-machine';
import type { SessionType } from '@wl/domain/constants';
import { Fragment, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { AGENT_LOGIN_PATH } from '../paths.ts';

/**
 * An agent's page: a visitor, a player or a trial goes to the agent login; an agent-side session sees the page. With
 * `keepsOpen` (a contract screen, with its proposal), a page once open stays when the gateway ends the session, what
 * was typed included, with the agent login over it; once the agent has logged in again the page reads again, and the
 * proposal is sent as typed.
 */
export function AgentGate({ children, keepsOpen = false }: { children: ReactNode; keepsOpen?: boolean }) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<p role="status">{t('status.loading')}</p>}>
      <Gate keepsOpen={keepsOpen}>{children}</Gate>
    </Suspense>
  );
}

/** The agent area's rule for a session of this type (none when logged out); the session is read by then. */
const accessOf = (sessionType: SessionType | undefined) =>
  agentAreaAccess({ resolving: false, loggedIn: sessionType !== undefined, sessionType });

function Gate({ children, keepsOpen }: { children: ReactNode; keepsOpen: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const page = useMemberPage(accessOf, keepsOpen);
  if (page.resolving) return <p role="status">{t('status.loading')}</p>;
  if (page.access === 'login') return <Navigate to={AGENT_LOGIN_PATH} replace />;
  return (
    <>
      {/* Kept after the session ended: the agent logs in again here, and stays on the page. */}
      {session.loggedIn ? null : <LoginScreen side="agent" title={t('agent.loginTitle')} onDone={() => {}} />}
      <Fragment key={page.key}>{children}</Fragment>
    </>
  );
}
