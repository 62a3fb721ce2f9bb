import { LoginScreen } from '@wl/app/login-screen';
import { useSession } from '@wl/app/session';
import { agentAreaAccess } from '@wl/domain/agent-home-machine';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { AGENT_HOME_PATH } from '../paths.ts';

/**
 * /m/agent: the player site's login screen on the agent side. Types 1, 2, 40, 41 and 42 log in and go to the agent
 * home; a player or a trial is told "Non-agents cannot log in", a wrong name or password "Incorrect agent
 * information". No social sign-in, no free play, no registration. An agent already logged in goes home.
 */
export function AgentLogin() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      {/* The form paints at once; the stored session is read with the services, and sends an agent home. */}
      <Suspense fallback={null}>
        <HomeWhenLoggedIn />
      </Suspense>
      <LoginScreen
        side="agent"
        title={t('agent.loginTitle')}
        intro={t('agentArea.loginIntro')}
        onDone={() => navigate(AGENT_HOME_PATH, { replace: true })}
      />
    </>
  );
}

function HomeWhenLoggedIn() {
  const session = useSession();
  return agentAreaAccess(session) === 'open' ? <Navigate to={AGENT_HOME_PATH} replace /> : null;
}
