import { LoginScreen } from '@wl/app/login-screen';
import { useMerchantSettings } from '@wl/app/merchant-settings';
import { offersPasswordRecovery } from '@wl/domain/login-options';
import { HOME_ROUTE } from '@wl/domain/navigation';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AccessLink, useHostingModal } from './accessModal.tsx';
import { FreePlay } from './FreePlay.tsx';
import * as styles from './forms.css.ts';

/**
 * /m/login, and the login modal over any page: the shared login screen on the member side, with the player site's
 * links (forgot password, register) and free play. A successful login goes home from the page, and closes the modal,
 * leaving the player where they were.
 */
export function Login() {
  const navigate = useNavigate();
  const hosting = useHostingModal();
  return (
    <LoginScreen
      side="member"
      onDone={() => (hosting ? hosting.close() : navigate(HOME_ROUTE, { replace: true }))}
      links={<PlayerLinks />}
      after={<FreePlay />}
    />
  );
}

function PlayerLinks() {
  const { t } = useTranslation();
  const settings = useMerchantSettings();
  return (
    <>
      {offersPasswordRecovery({ ...settings.settings, switches: settings.switches }) && (
        <AccessLink className={styles.link} to="/m/forget" modal="forget">
          {t('login.forgot')}
        </AccessLink>
      )}
      <p className={styles.aside}>
        {t('login.noAccount')}{' '}
        <AccessLink className={styles.link} to="/m/register" modal="register">
          {t('login.register')}
        </AccessLink>
      </p>
    </>
  );
}
