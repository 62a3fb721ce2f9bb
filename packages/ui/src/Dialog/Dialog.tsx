import { type ReactNode, useEffect, useId, useRef, useSyncExternalStore } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import { iconButton } from '../theme/recipes.css.ts';
import { useUiText } from '../UiText/UiText.tsx';
import * as styles from './Dialog.css.ts';
import { done, hasTurn, shown, subscribeToTurns, turnsVersion, waitForTurn } from './dialogTurns.ts';

export const dialogPlacements = ['center', 'bottom', 'start'] as const;
export type DialogPlacement = (typeof dialogPlacements)[number];

export interface DialogProps {
  open: boolean;
  /** Asked for by the close button, Escape, or a mask click; the app decides and sets open. */
  onClose: () => void;
  title: ReactNode;
  /** The title still names the dialog for screen readers. */
  hideTitle?: boolean;
  /** Drawn at the start of the header row, beside the close button: the side menu's brand. */
  headerStart?: ReactNode;
  children: ReactNode;
  /** Actions along the bottom edge. */
  footer?: ReactNode;
  /** center: a popup; bottom: a sheet; start: a drawer from the start edge (left, or right in RTL). */
  placement?: DialogPlacement;
  closeOnMask?: boolean;
  /**
   * A mask click this many milliseconds after opening is the tail of the tap that opened the dialog, not a request
   * to close (the domain's DIALOG_MASK_GUARD_MS).
   */
  maskGuardMs: number;
  showCloseButton?: boolean;
  /** alertdialog for a question that needs an answer before anything else. */
  role?: 'dialog' | 'alertdialog';
  /** The id of the element that describes the dialog, read out with its name when it opens. */
  describedBy?: string;
  /**
   * A prompt the player did not ask for (shown on arrival): while another dialog is showing it waits, and prompts
   * show one at a time, so it never covers what the player opened.
   */
  waitsTurn?: boolean;
}

/**
 * A modal on the native <dialog>: the browser gives it the top layer, inert background, focus trapping, Escape and
 * focus return, so none of that is rebuilt here.
 */
export function Dialog({
  open,
  onClose,
  title,
  hideTitle = false,
  headerStart,
  children,
  footer,
  placement = 'center',
  closeOnMask = true,
  maskGuardMs,
  showCloseButton = true,
  role = 'dialog',
  describedBy,
  waitsTurn = false,
}: DialogProps) {
  const t = useUiText();
  const ref = useRef<HTMLDialogElement>(null);
  const openedAt = useRef(0);
  const titleId = useId();
  // The dialog's place among the page's dialogs (./dialogTurns.ts).
  const turn = useRef({}).current;
  useSyncExternalStore(subscribeToTurns, turnsVersion, turnsVersion);
  const showNow = open && (!waitsTurn || hasTurn(turn));

  useEffect(() => {
    if (open && waitsTurn) waitForTurn(turn);
  }, [open, waitsTurn, turn]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (showNow && !dialog.open) {
      dialog.showModal();
      openedAt.current = performance.now();
      shown(turn);
    } else if (!showNow && dialog.open) {
      dialog.close();
    }
    if (!open) done(turn);
  }, [open, showNow, turn]);

  useEffect(() => () => done(turn), [turn]);

  return (
    <dialog
      ref={ref}
      className={styles.dialog({ placement })}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onClose();
      }}
      onCancel={(event) => {
        // The app owns open; the browser must not close the dialog behind its back.
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target !== event.currentTarget || !closeOnMask) return;
        if (performance.now() - openedAt.current < maskGuardMs) return;
        onClose();
      }}
    >
      <div className={styles.panel({ placement })}>
        <div className={styles.header}>
          {headerStart ? <div className={styles.headerStart}>{headerStart}</div> : null}
          <h2 id={titleId} className={hideTitle ? styles.hiddenTitle : styles.title}>
            {title}
          </h2>
          {showCloseButton ? (
            <button
              type="button"
              className={`${iconButton()} ${styles.close}`}
              aria-label={t('ui:dialog.close', { defaultValue: 'Close' })}
              onClick={onClose}
            >
              <Icon name="close" />
            </button>
          ) : null}
        </div>
        <div className={styles.body}>{children}</div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </dialog>
  );
}
