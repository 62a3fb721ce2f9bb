import { Button } from '@wl/ui/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './forms.css.ts';

/** The free-play offer under the login form: a line saying what it is and the button that starts it. */
export function FreePlayOffer({
  starting,
  waiting = false,
  onStart,
  error,
}: {
  starting: boolean;
  /** Drawn before its code has come: the button is disabled and busy. */
  waiting?: boolean;
  onStart: () => void;
  /** Why the last start failed, in the interface language. */
  error?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.freePlay}>
      <p className={styles.aside}>{t('freePlay.intro')}</p>
      <Button variant="secondary" block loading={starting || waiting} disabled={waiting} onClick={onStart}>
        {t('freePlay.start')}
      </Button>
      {error ? (
        <p role="alert" className={styles.formError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
