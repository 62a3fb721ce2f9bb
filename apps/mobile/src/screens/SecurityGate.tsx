import { useMerchantSettings } from '@wl/app/merchant-settings';
import { useMemberPage } from '@wl/app/session';
import { LOGIN_ROUTE } from '@wl/domain/navigation';
import { securityCentreAccess } from '@wl/domain/security-centre';
import { Button } from '@wl/ui/button';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import * as styles from './forms.css.ts';
import { MemberFiguresFailed } from './MemberFiguresFailed.tsx';
import { NotOfferedNotice } from './NotOffered.tsx';

/**
 * The security centre and its forms: a visitor goes to /m/login, a trial account is told to use an actual account
 * (as the member centre does), and without the merchant's SECPRIV3 switch the page says it is not offered. With
 * `keepsOpen` (a form), a page once open stays with what was typed when the gateway ends the session, for the member
 * to send once logged in again. Needs the services: render it inside a Suspense boundary.
 */
export function SecurityGate({ children, keepsOpen = false }: { children: ReactNode; keepsOpen?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { switches } = useMerchantSettings();
  const page = useMemberPage((sessionType) => securityCentreAccess(sessionType, switches), keepsOpen);
  if (page.resolving) return <p role="status">{t('status.loading')}</p>;
  const { access } = page;
  if (access === 'login') return <Navigate to={LOGIN_ROUTE} replace />;
  if (access === 'not_offered') return <NotOfferedNotice />;
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
    <Fragment key={page.key}>
      <MemberFiguresFailed />
      {children}
    </Fragment>
  );
}
