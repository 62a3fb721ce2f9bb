import { useSession } from '@wl/app/session';
import { memberCentreAccess } from '@wl/domain/menus';
import { LOGIN_ROUTE } from '@wl/domain/navigation';
import { Button } from '@wl/ui/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import * as styles from './forms.css.ts';
import { MemberFiguresFailed } from './MemberFiguresFailed.tsx';

/**
 * A member's page: a visitor goes to /m/login, a trial account is told to use an actual account (with register now),
 * a member sees the page. Needs the services: render it inside a Suspense boundary.
 */
export function MemberGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  if (session.resolving) return <p role="status">{t('status.loading')}</p>;
  const access = memberCentreAccess(session.loggedIn ? session.sessionType : undefined);
  if (access === 'login') return <Navigate to={LOGIN_ROUTE} replace />;
  if (access === 'free_reject') {
    return (
      <section className={styles.page} aria-labelledby="trial-title">
        <h2 id="trial-title">{t('memberCentre.trialTitle')}</h2>
        <p role="alert">{t('errors:trial.forbidden')}</p>
        <Button block onClick={() => navigate('/m/register')}>
          {t('memberCentre.registerNow')}
        </Button>
      </section>
    );
  }
  return (
    <>
      <MemberFiguresFailed />
      {children}
    </>
  );
}
