import { useSession } from '@wl/app/session';
import { agentAreaAccess } from '@wl/domain/agent-home-machine';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';

/** An agent's page: a visitor, a player or a trial goes to the agent login; an agent-side session sees the page. */
export function AgentGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<p role="status">{t('status.loading')}</p>}>
      <Gate>{children}</Gate>
    </Suspense>
  );
}

function Gate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const session = useSession();
  const access = agentAreaAccess(session);
  if (access === 'wait') return <p role="status">{t('status.loading')}</p>;
  if (access === 'login') return <Navigate to="/m/agent" replace />;
  return children;
}
