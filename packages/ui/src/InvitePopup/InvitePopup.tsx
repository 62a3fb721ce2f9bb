import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { useUiText } from '../UiText/UiText.tsx';
import * as styles from './InvitePopup.css.ts';
import { QrCode } from './QrCode.tsx';

export interface InvitePopupProps {
  open: boolean;
  onClose: () => void;
  /** The player's invite link, as the app builds it. */
  link: string;
  /** The player's invite code, when friends can also type it in at registration. */
  code?: string;
  /** The dialog's title; "Invite friends" when not given. */
  title?: string;
  /** One line above the code; a standard line when not given. */
  description?: string;
  /** The text a share sheet sends with the link (title and message), in the player's language. */
  shareTitle?: string;
  shareText?: string;
  /** The link or code went to the clipboard: the app may show its own toast as well. */
  onCopied?: (what: 'link' | 'code') => void;
  /** Handed to the dialog: a mask click this many milliseconds after opening is ignored. */
  maskGuardMs: number;
}

type CopyState = { what: 'link' | 'code'; ok: boolean } | null;

/**
 * Puts text on the clipboard: the Clipboard API where the page may use it, else the selected read-only field and
 * the older copy command (pages served over plain HTTP, some in-app browsers). False when neither worked.
 */
async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, not a secure page): the fallback below may still work.
  }
  if (!field) return false;
  field.focus();
  field.setSelectionRange(0, field.value.length);
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}

/** The invite dialog: the link as a QR code and as text, copy buttons, and the phone's share sheet when it has one. */
export function InvitePopup({
  open,
  onClose,
  link,
  code,
  title,
  description,
  shareTitle,
  shareText,
  onCopied,
  maskGuardMs,
}: InvitePopupProps) {
  const t = useUiText();
  const linkId = useId();
  const codeId = useId();
  const linkField = useRef<HTMLInputElement>(null);
  const codeField = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<CopyState>(null);
  const [canShare, setCanShare] = useState(false);

  // The share sheet exists on phones and a few desktops only; asked after mount, so a server render matches.
  useEffect(() => {
    setCanShare(typeof navigator.share === 'function');
  }, []);

  // A confirmation belongs to the link it was about and to this opening of the dialog.
  useEffect(() => {
    setCopied(null);
  }, [link, code, open]);

  async function copy(what: 'link' | 'code') {
    const text = what === 'link' ? link : (code ?? '');
    const ok = await copyText(text, what === 'link' ? linkField.current : codeField.current);
    setCopied({ what, ok });
    if (ok) onCopied?.(what);
  }

  async function share() {
    try {
      await navigator.share({ title: shareTitle, text: shareText, url: link });
    } catch {
      // Dismissed by the player, or refused: the link and the copy button are still there.
    }
  }

  const copyLabel = t('ui:invitePopup.copy', { defaultValue: 'Copy' });
  const copiedLabel = t('ui:invitePopup.copied', { defaultValue: 'Copied' });
  const statusText =
    copied === null
      ? ''
      : copied.ok
        ? t('ui:invitePopup.copySuccess', { defaultValue: 'Copy successful' })
        : t('ui:invitePopup.copyFailed', {
            defaultValue: 'Copying is blocked here: press and hold the text to copy it.',
          });

  function copyButton(what: 'link' | 'code', name: string) {
    const done = copied?.what === what && copied.ok;
    return (
      <Button
        variant={done ? 'secondary' : 'primary'}
        size="small"
        aria-label={done ? `${copiedLabel}: ${name}` : `${copyLabel}: ${name}`}
        onClick={() => void copy(what)}
      >
        {done ? <Icon name="check" size="small" /> : <Icon name="copy" size="small" />}
        {done ? copiedLabel : copyLabel}
      </Button>
    );
  }

  const linkName = t('ui:invitePopup.link', { defaultValue: 'Invite link' });
  const codeName = t('ui:invitePopup.code', { defaultValue: 'Invite code' });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title ?? t('ui:invitePopup.title', { defaultValue: 'Invite friends' })}
      placement="bottom"
      maskGuardMs={maskGuardMs}
    >
      <div className={styles.body}>
        <p className={styles.intro}>
          {description ??
            t('ui:invitePopup.description', {
              defaultValue: 'Friends can scan the code or open your link to sign up.',
            })}
        </p>
        <div className={styles.qrPlate}>
          <QrCode value={link} label={t('ui:invitePopup.qr', { defaultValue: 'QR code of your invite link' })} />
        </div>
        <div className={styles.field}>
          <label htmlFor={linkId} className={styles.label}>
            {linkName}
          </label>
          <div className={styles.copyRow}>
            <input ref={linkField} id={linkId} className={styles.value} value={link} readOnly />
            {copyButton('link', linkName)}
          </div>
        </div>
        {code ? (
          <div className={styles.field}>
            <label htmlFor={codeId} className={styles.label}>
              {codeName}
            </label>
            <div className={styles.copyRow}>
              <input ref={codeField} id={codeId} className={styles.code} value={code} readOnly />
              {copyButton('code', codeName)}
            </div>
          </div>
        ) : null}
        <p role="status" className={copied?.ok === false ? `${styles.status} ${styles.statusFailed}` : styles.status}>
          {statusText}
        </p>
        {canShare ? (
          <Button variant="secondary" block onClick={() => void share()}>
            <Icon name="share" size="small" />
            {t('ui:invitePopup.share', { defaultValue: 'Share' })}
          </Button>
        ) : null}
      </div>
    </Dialog>
  );
}
