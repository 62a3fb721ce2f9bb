import { type PointerEvent, type ReactNode, useId, useRef } from 'react';
import { useUiText } from '../UiText/UiText.tsx';
import * as styles from './AppShell.css.ts';

export const navigationDirections = ['forward', 'back', 'none'] as const;

export interface AppShellProps {
  /** The header, with the connection banner under it if any. */
  header?: ReactNode;
  /** The footer menu. */
  footer?: ReactNode;
  children: ReactNode;
  /** Changes with the route: a new key slides the new page in. */
  pageKey: string;
  /** Forward pages come in from the end edge, back pages from the start edge. */
  direction?: (typeof navigationDirections)[number];
  /** How long a new page takes to slide in, in milliseconds (the domain's PAGE_TRANSITION_MS). */
  transitionMs: number;
  /**
   * A back swipe must travel more than this many pixels towards the end edge (the domain's
   * SWIPE_BACK_THRESHOLD_PX).
   */
  swipeBackPx: number;
  /** A swipe from start to end over swipeBackPx: the app goes one step back. Leave out where there is no back. */
  onSwipeBack?: () => void;
}

/**
 * Whether a gesture that moved (dx, dy) is a back swipe in the given writing direction: more than thresholdPx
 * towards the end edge, and more along than across, so a vertical scroll never counts.
 */
export function isSwipeBack(dx: number, dy: number, rtl: boolean, thresholdPx: number): boolean {
  const along = rtl ? -dx : dx;
  return along > thresholdPx && Math.abs(dy) < along;
}

/**
 * The page frame: header, one main region that animates between pages, footer. Pages slide with transforms only
 * and do not move at all under reduced motion.
 */
export function AppShell({
  header,
  footer,
  children,
  pageKey,
  direction = 'forward',
  transitionMs,
  swipeBackPx,
  onSwipeBack,
}: AppShellProps) {
  const t = useUiText();
  const mainId = useId();
  const mainRef = useRef<HTMLElement>(null);
  const start = useRef<{ x: number; y: number; id: number } | null>(null);

  function onPointerDown(event: PointerEvent<HTMLElement>) {
    if (!event.isPrimary || event.button !== 0) return;
    start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
  }

  function onPointerUp(event: PointerEvent<HTMLElement>) {
    const from = start.current;
    start.current = null;
    if (!from || from.id !== event.pointerId || !onSwipeBack) return;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    if (isSwipeBack(event.clientX - from.x, event.clientY - from.y, rtl, swipeBackPx)) onSwipeBack();
  }

  return (
    <div className={styles.shell}>
      <a
        className={styles.skipLink}
        href={`#${mainId}`}
        onClick={(event) => {
          // Focus moves without touching the URL: the router owns the location and its history.
          event.preventDefault();
          mainRef.current?.focus();
        }}
      >
        {t('ui:appShell.skip', { defaultValue: 'Skip to content' })}
      </a>
      {header}
      <main
        id={mainId}
        ref={mainRef}
        tabIndex={-1}
        className={styles.main}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          start.current = null;
        }}
      >
        <div
          key={pageKey}
          className={styles.page({ direction })}
          style={{ animationDuration: `${transitionMs}ms` }}
          data-page={pageKey}
        >
          {children}
        </div>
      </main>
      {footer}
    </div>
  );
}
