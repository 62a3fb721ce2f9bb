import { useFormMessages } from '@wl/app/form-messages';
import { Button } from '@wl/ui/button';
import { useTranslation } from 'react-i18next';
import * as styles from './agent.css.ts';

export interface ReadFailedProps {
  /** Why the read failed, as an errors catalogue key. */
  error: string;
  /** The read is on its way again. */
  loading?: boolean;
  onRetry: () => void;
}

/**
 * A read of an agent screen that failed (the downline, the contracts): what could not be loaded and why, in the agent's
 * language, and Try again. Whatever the screen had shown before stays beside it.
 */
export function ReadFailed({ error, loading = false, onRetry }: ReadFailedProps) {
  const { t } = useTranslation();
  const messages = useFormMessages();
  return (
    <div className={styles.problem} role="alert">
      <p className={styles.muted}>
        {t('agentArea.loadFailed')} {messages.failure(error)}
      </p>
      <Button variant="secondary" loading={loading} onClick={onRetry}>
        {t('agentArea.retry')}
      </Button>
    </div>
  );
}
