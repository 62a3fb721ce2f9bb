import { LoginScreen } from '@wl/app/login-screen';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/**
 * /m/agent: the player site's login screen on the agent side. Types 1, 2, 40, 41 and 42 log in and go to the agent
 * home; a player or a trial is told "Non-agents cannot log in", a wrong name or password "Incorrect agent
 * information". No social sign-in, no free play, no registration.
 */
export function AgentLogin() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <LoginScreen
      side="agent"
      title={t('agent.loginTitle')}
      intro={t('agentArea.loginIntro')}
      onDone={() => navigate('/m/agent/home', { replace: true })}
    />
  );
}
