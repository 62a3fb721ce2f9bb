import { type AccessModal, accessModal } from '@wl/domain/access-modal';
import { createContext, type ReactNode, use, useEffect, useMemo, useReducer, useRef } from 'react';
import { useLocation } from 'react-router';

export type { AccessModal } from '@wl/domain/access-modal';

/** The access modals of the page: which one is open (at most one), and the ways to change that. */
export interface AccessModals {
  current: AccessModal | null;
  /** Opens a modal over the page; one already open gives way to it. */
  open(modal: AccessModal): void;
  close(): void;
  /** Registration went through: the modal closes with a session, and the login modal follows without one. */
  registered(loggedIn: boolean): void;
}

const AccessModalsContext = createContext<AccessModals | null>(null);

/**
 * The one owner of which access modal (log in, register, forgot password) is open, for the layout and everything in
 * it. The domain's `accessModal` keeps only one open; a change of page closes it (free play, a link it followed).
 */
export function AccessModalsProvider({ children }: { children: ReactNode }) {
  const [current, dispatch] = useReducer(accessModal, null);
  const location = useLocation();
  const opener = useRef<Element | null>(null);
  useEffect(() => {
    if (location) dispatch({ type: 'CLOSE' });
  }, [location]);
  useEffect(() => {
    if (current !== null) return;
    const last = opener.current;
    opener.current = null;
    if (last) requestAnimationFrame(() => giveFocusBack(last));
  }, [current]);
  const modals = useMemo<AccessModals>(
    () => ({
      current,
      open: (modal) => {
        if (current === null) opener.current = document.activeElement;
        dispatch({ type: 'OPEN', modal });
      },
      close: () => dispatch({ type: 'CLOSE' }),
      registered: (loggedIn) => dispatch({ type: 'REGISTERED', loggedIn }),
    }),
    [current],
  );
  return <AccessModalsContext value={modals}>{children}</AccessModalsContext>;
}

/**
 * Back to what opened the modal. The header's buttons are drawn afresh once the services have loaded (the visitor's
 * header gives way to the session's), so an opener that has gone is found again by its landmark and its name.
 */
function giveFocusBack(opener: Element) {
  const active = document.activeElement;
  if (active && active !== document.body && !active.closest('dialog')) return;
  const landmark = opener.closest('header, nav, main, footer, dialog');
  const again =
    opener.isConnected || !landmark
      ? opener
      : [...document.querySelectorAll(`${landmark.tagName.toLowerCase()} ${opener.tagName.toLowerCase()}`)].find(
          (candidate) => candidate.textContent === opener.textContent,
        );
  if (again instanceof HTMLElement && !again.closest('dialog:not([open])')) again.focus();
}

/** The page's access modals; none outside an `AccessModalsProvider` (the agent build, a screen's own test). */
export function useAccessModals(): AccessModals | null {
  return use(AccessModalsContext);
}
