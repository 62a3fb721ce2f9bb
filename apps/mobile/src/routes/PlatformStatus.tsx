import { useFormMessages } from '@wl/app/form-messages';
import { useSystemStatus } from '@wl/app/system-status';
import { Button } from '@wl/ui/button';
import { useTranslation } from 'react-i18next';
import { StatusText } from './StatusText.tsx';

/**
 * The platform status as the gateway answers it, with the cached status while it is asked. A check that failed says
 * why, with Try again, whether or not a status cached before it still shows.
 */
export function PlatformStatus() {
  const { t } = useTranslation();
  const messages = useFormMessages();
  const status = useSystemStatus();
  // While the gateway is asked, the cached status (if any) stands.
  const shown = status.state === 'unreachable' ? 'unreachable' : (status.status ?? 'loading');
  const failure = status.state === 'checking' ? undefined : status.error;
  return (
    <>
      <StatusText shown={shown} />
      {failure === undefined ? null : (
        <>
          <p role="alert">{messages.failure(failure)}</p>
          <Button variant="secondary" onClick={status.retry}>
            {t('status.retry')}
          </Button>
        </>
      )}
    </>
  );
}
