import { useTranslation } from 'react-i18next';
import * as styles from './Home.css.ts';

/** The status line: loading, unreachable, or the platform's status. */
export function StatusText({ shown }: { shown: 'loading' | 'unreachable' | 'ok' | 'maintenance' | 'restricted' }) {
  const { t } = useTranslation();
  return (
    <p role="status" className={styles.status} data-state={shown}>
      {shown === 'loading' ? t('status.loading') : t(`status.${shown}`)}
    </p>
  );
}
