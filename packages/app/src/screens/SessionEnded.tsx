import { TOAST_MS } from '@wl/domain/constants';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useFormMessages } from '../react/useFormMessages.ts';

/** The toast's code loads when the gateway has ended a session, not with every page. */
const Toast = lazy(async () => ({ default: (await import('@wl/ui/toast')).Toast }));

/**
 * Why the session ended (the session's message, session.expired: "Account logged out, log in again") as a toast, each
 * time the gateway ends a session, in both apps' headers.
 */
export function SessionEnded({ message }: { message: string | undefined }) {
  const messages = useFormMessages();
  const [shown, setShown] = useState<string>();
  const previous = useRef<string>(undefined);
  useEffect(() => {
    if (message && message !== previous.current) setShown(message);
    previous.current = message;
  }, [message]);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <Toast
        kind="long"
        message={messages.failure(shown) ?? ''}
        durationMs={TOAST_MS.long}
        onDismiss={() => setShown(undefined)}
      />
    </Suspense>
  );
}
