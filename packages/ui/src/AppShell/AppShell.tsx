import { type PointerEvent, type ReactNode, useId, useRef } from 'react';
import { useUiText } from '../UiText/UiText.tsx';
import * as styles from './AppShell.css.ts';

/** The documents' page transition, 300 ms (the theme's motion.normal). */
export const PAGE_TRANSITION_MS = 300;
/** A horizontal swipe must travel more than this many pixels towards the end edge to go back. */
export const SWIPE_BACK_PX = 100;

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
  /** A swipe from start to end over 100 px: the app goes one step back. Leave out where there is no back. */
  onSwipeBack?: () => void;
}

/** Whether a gesture from (x0, y0) to (x1, y1) is a back swipe in the given writing direction. */
export function isSwipeBack(dx: number, dy: number, rtl: boolean): boolean {
  const along = rtl ? -dx : dx;
  return along > SWIPE_BACK_PX && Math.abs(dy) < along;
}

/**
 * The page frame: header, one main region that animates between pages, footer. Pages slide with transforms only
 * and do not move at all under reduced motion.
 */
export function AppShell({ header, footer, children, pageKey, direction = 'forward', onSwipeBack }: AppShellProps) {
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
    if (isSwipeBack(event.clientX - from.x, event.clientY - from.y, rtl)) onSwipeBack();
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
        <div key={pageKey} className={styles.page({ direction })} data-page={pageKey}>
          {children}
        </div>
      </main>
      {footer}
    </div>
  );
}
