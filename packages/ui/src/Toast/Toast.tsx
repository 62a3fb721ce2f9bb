import { useEffect, useRef } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './Toast.css.ts';

export const toastKinds = ['loading', 'success', 'copy', 'short', 'long'] as const;
export type ToastKind = (typeof toastKinds)[number];

export interface ToastProps {
  /** The look: a spinner while loading, a tick for success and copy, the message alone otherwise. */
  kind: ToastKind;
  message: string;
  /** Called when the toast's time is up; the app removes it. A loading toast is usually removed earlier. */
  onDismiss: () => void;
  /** How long the toast stays, in milliseconds: the screen's time from the domain's TOAST_MS. */
  durationMs: number;
}

/** A short message over the page, gone by itself. Announced politely; it never takes focus. */
export function Toast({ kind, message, onDismiss, durationMs }: ToastProps) {
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;

  // The clock restarts for a new time, not when the parent re-renders with a fresh callback.
  useEffect(() => {
    const timer = setTimeout(() => dismiss.current(), durationMs);
    return () => clearTimeout(timer);
  }, [durationMs]);

  return (
    <div className={styles.layer}>
      <div className={styles.toast} role="status" aria-busy={kind === 'loading' || undefined}>
        {kind === 'loading' ? <span className={styles.spinner} aria-hidden="true" /> : null}
        {kind === 'success' || kind === 'copy' ? <Icon name="check" /> : null}
        <span>{message}</span>
      </div>
    </div>
  );
}
