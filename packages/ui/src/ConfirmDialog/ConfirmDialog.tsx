import { type ReactNode, useId } from 'react';
import { Button } from '../Button/Button.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { useUiText } from '../UiText/UiText.tsx';
import * as styles from './ConfirmDialog.css.ts';

export const confirmTones = ['primary', 'danger'] as const;

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message?: ReactNode;
  onConfirm: () => void;
  /** Cancel, Escape and a mask click all answer "no". Leave out for a notice that has only a confirm button. */
  onCancel?: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  tone?: (typeof confirmTones)[number];
  /** The confirmed work is running: confirm shows busy, nothing else can be pressed twice. */
  busy?: boolean;
  /** Mask clicks this soon after opening are ignored: Dialog's maskGuardMs. */
  maskGuardMs: number;
}

/** A question with a yes and a no (log out?), or a notice with one button (same password). */
export function ConfirmDialog({
  open,
  title,
  message,
  onConfirm,
  onCancel,
  confirmLabel,
  cancelLabel,
  tone = 'primary',
  busy = false,
  maskGuardMs,
}: ConfirmDialogProps) {
  const t = useUiText();
  const messageId = useId();
  const cancel = onCancel ?? (() => {});
  return (
    <Dialog
      open={open}
      onClose={busy ? () => {} : cancel}
      title={title}
      role="alertdialog"
      describedBy={message ? messageId : undefined}
      showCloseButton={false}
      closeOnMask={onCancel !== undefined}
      maskGuardMs={maskGuardMs}
      footer={
        <>
          {onCancel ? (
            <Button variant="secondary" onClick={onCancel} disabled={busy}>
              {cancelLabel ?? t('ui:confirmDialog.cancel', { defaultValue: 'Cancel' })}
            </Button>
          ) : null}
          <Button variant={tone} onClick={onConfirm} loading={busy}>
            {confirmLabel ?? t('ui:confirmDialog.confirm', { defaultValue: 'Confirm' })}
          </Button>
        </>
      }
    >
      {message ? (
        <div id={messageId} className={styles.message}>
          {message}
        </div>
      ) : null}
    </Dialog>
  );
}
