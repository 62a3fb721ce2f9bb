import { type AccessModal, useAccessModals } from '@wl/app/access-modals';
import { FailureBoundary } from '@wl/app/failure-boundary';
import { LoadFailed } from '@wl/app/load-failed';
import { DIALOG_MASK_GUARD_MS } from '@wl/domain/constants';
import { Dialog } from '@wl/ui/dialog';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AccessModalBody } from './accessModal.tsx';

/** The same screens as the routes (one form each), loaded the first time their modal opens. */
const BODIES: Record<AccessModal, ReturnType<typeof lazy>> = {
  login: lazy(async () => ({ default: (await import('./Login.tsx')).Login })),
  register: lazy(async () => ({ default: (await import('./Register.tsx')).Register })),
  forget: lazy(async () => ({ default: (await import('./Forget.tsx')).Forget })),
};

/**
 * The access modal over the page: one dialog, whose body is the login, registration or recovery screen the page's
 * access modals name (only one at a time). The dialog takes the focus in when it opens and gives it back to what
 * opened it when it closes (the native dialog's); Escape, the close button and the mask (after 300 ms) close it.
 */
export function AccessModals() {
  const { t } = useTranslation();
  const modals = useAccessModals();
  const current = modals?.current ?? null;
  const shown = useRef<AccessModal>(current ?? 'login');
  if (current) shown.current = current;
  const body = useRef<HTMLDivElement>(null);
  const previous = useRef(current);

  useEffect(() => {
    // One modal replacing another: the focus was on the link that did it, which has gone.
    if (previous.current && current && previous.current !== current) body.current?.focus();
    previous.current = current;
  }, [current]);

  if (!modals) return null;
  const Body = BODIES[shown.current];
  return (
    <Dialog
      open={current !== null}
      onClose={modals.close}
      title={t(`accessModal.${shown.current}`)}
      placement="bottom"
      maskGuardMs={DIALOG_MASK_GUARD_MS}
    >
      <div ref={body} tabIndex={-1}>
        {/* A form whose settings could not be read says why in the dialog, with Try again. */}
        <FailureBoundary fallback={({ error, retry }) => <LoadFailed error={error} onRetry={retry} />}>
          <Suspense fallback={<p role="status">{t('status.loading')}</p>}>
            <AccessModalBody>
              {/* Keyed: each opening starts its form afresh. */}
              {current ? <Body key={current} /> : null}
            </AccessModalBody>
          </Suspense>
        </FailureBoundary>
      </div>
    </Dialog>
  );
}
