import { AfterServices } from '@wl/app/app-services';
import { useBalance } from '@wl/app/balance';
import { useLanguage } from '@wl/app/language';
import { useSession } from '@wl/app/session';
import { THEME } from '@wl/domain/constants';
import { memberCentreAccess } from '@wl/domain/menus';
import { LanguagePicker } from '@wl/ui/language-picker';
import { ListGroup, ListRow } from '@wl/ui/list-row';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import * as styles from './forms.css.ts';

/**
 * /m/set: for a member the hide-balance choice and the way to change the password; the theme (the product has one,
 * stored as dark); the language (every language of the picker; MS, EN and CN complete).
 */
export function Settings() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className={styles.page}>
      <Suspense fallback={null}>
        <AfterServices>
          <AccountSettings />
        </AfterServices>
      </Suspense>
      <ListGroup heading={t('settings.display')}>
        <ListRow title={t('settings.theme')} icon="eye" value={t(`settings.${THEME}`)} />
      </ListGroup>
      {/* Last: the picker lists every language, longer than the rest of the page. */}
      <LanguagePicker
        languages={language.languages}
        value={language.code}
        label={t('settings.language')}
        onValueChange={language.change}
      />
    </div>
  );
}

function AccountSettings() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const balance = useBalance();
  if (memberCentreAccess(session.loggedIn ? session.sessionType : undefined) !== 'open') return null;
  return (
    <ListGroup heading={t('settings.account')}>
      <ListRow
        title={t('settings.hideBalance')}
        description={t('settings.hideBalanceNote')}
        icon="eyeOff"
        toggle={{ checked: balance.hidden, onCheckedChange: balance.toggleHidden }}
      />
      <ListRow
        title={t('settings.changePassword')}
        icon="lock"
        href="/m/changePsw"
        onClick={(event) => {
          event.preventDefault();
          navigate('/m/changePsw');
        }}
      />
    </ListGroup>
  );
}
