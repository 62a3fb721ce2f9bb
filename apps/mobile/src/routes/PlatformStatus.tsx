import { useSystemStatus } from '@wl/app/system-status';
import { Button } from '@wl/ui/button';
import { useTranslation } from 'react-i18next';
import { StatusText } from './StatusText.tsx';

/** The platform status as the gateway answers it, with the cached status while it is asked. */
export function PlatformStatus() {
  const { t } = useTranslation();
  const status = useSystemStatus();
  // While the gateway is asked, the cached status (if any) stands.
  const shown = status.state === 'unreachable' ? 'unreachable' : (status.status ?? 'loading');
  return (
    <>
      <StatusText shown={shown} />
      {status.state === 'unreachable' && (
        <Button variant="secondary" onClick={status.retry}>
          {t('status.retry')}
        </Button>
      )}
    </>
  );
}
