import { Button } from '@wl/ui/button';
import { EmptyState } from '@wl/ui/empty-state';
import { useTranslation } from 'react-i18next';
import { useFormMessages } from '../react/useFormMessages.ts';

export interface LoadFailedProps {
  /** The error code of the failure, said in the player's language (an unknown error without one). */
  error: string | undefined;
  /** Asks again; without it, nothing can be retried (a page without an id, say). */
  onRetry?: (() => void) | undefined;
  /** Compact for a part of a page that shows what did load around it; a whole screen's failure is regular. */
  size?: 'compact' | 'regular';
}

/** What a screen shows when what it loads did not come: why, in the player's language, and Try again. */
export function LoadFailed({ error, onRetry, size = 'regular' }: LoadFailedProps) {
  const { t } = useTranslation();
  const messages = useFormMessages();
  return (
    <EmptyState
      illustration="error"
      size={size}
      title={messages.failure(error)}
      action={
        onRetry ? (
          <Button variant="secondary" onClick={onRetry}>
            {t('status.retry')}
          </Button>
        ) : undefined
      }
    />
  );
}
