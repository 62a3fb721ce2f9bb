import { useFormMessages } from '@wl/app/form-messages';
import { useFreePlay } from '@wl/app/free-play';
import { Button } from '@wl/ui/button';
import { useTranslation } from 'react-i18next';
import * as styles from './forms.css.ts';

/**
 * Free play for a visitor (FREEPLAY3): a trial session (type 4) without an account, then /m/home. It sits on the
 * login screen, where a visitor is sent for everything that needs a session (docs/decisions.md).
 */
export function FreePlayEntry() {
  const { t } = useTranslation();
  const freePlay = useFreePlay();
  const messages = useFormMessages();
  if (!freePlay.offered && !freePlay.starting) return null;
  return (
    <div className={styles.freePlay}>
      <p className={styles.aside}>{t('freePlay.intro')}</p>
      <Button variant="secondary" block loading={freePlay.starting} onClick={freePlay.start}>
        {t('freePlay.start')}
      </Button>
      {freePlay.error && (
        <p role="alert" className={styles.formError}>
          {messages.failure(freePlay.error)}
        </p>
      )}
    </div>
  );
}
