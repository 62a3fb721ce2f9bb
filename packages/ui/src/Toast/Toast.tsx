import { useEffect, useRef } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './Toast.css.ts';

export const toastKinds = ['loading', 'success', 'copy', 'short', 'long'] as const;
export type ToastKind = (typeof toastKinds)[number];

/**
 * The documents' toast timings: loading gives up after 10 s, success shows 1 to 1.5 s, "copied" 2 s, a short
 * message 3 s and a long one 8 s.
 */
export const TOAST_DURATIONS: Record<ToastKind, number> = {
  loading: 10_000,
  success: 1_500,
  copy: 2_000,
  short: 3_000,
  long: 8_000,
};

export interface ToastProps {
  kind: ToastKind;
  message: string;
  /** Called when the toast's time is up; the app removes it. A loading toast is usually removed earlier. */
  onDismiss: () => void;
  /** Overrides the kind's time, e.g. 1000 ms for a success toast or 15 s for a slow screen's loading. */
  duration?: number;
}

/** A short message over the page, gone by itself. Announced politely; it never takes focus. */
export function Toast({ kind, message, onDismiss, duration }: ToastProps) {
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;
  const time = duration ?? TOAST_DURATIONS[kind];

  // The clock restarts for a new message or kind, not when the parent re-renders with a fresh callback.
  useEffect(() => {
    const timer = setTimeout(() => dismiss.current(), time);
    return () => clearTimeout(timer);
  }, [time]);

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
