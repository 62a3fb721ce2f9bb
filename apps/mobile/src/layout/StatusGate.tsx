import { useSystemStatus } from '@wl/app/system-status';
import { lazy, type RefObject, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The status page (and its illustration) loads only when the site is closed. */
const StatusPage = lazy(async () => ({ default: (await import('@wl/ui/status-page')).StatusPage }));

/**
 * During maintenance or for a restricted region the whole site gives way to the status page: the site stays mounted
 * underneath (what the player typed is kept) but hidden and inert until the status is normal again.
 */
export function StatusGate({ site }: { site: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation();
  const view = useSystemStatus();
  const status = view.state === 'unreachable' ? undefined : view.status;
  const blocked = status === 'maintenance' || status === 'restricted';
  useEffect(() => {
    const element = site.current;
    if (!element) return;
    element.hidden = blocked;
    element.inert = blocked;
  }, [site, blocked]);
  if (!blocked) return null;
  return (
    <Suspense fallback={null}>
      <StatusPage kind={status} brandName={t('app.name')} onRetry={view.retry} />
    </Suspense>
  );
}
