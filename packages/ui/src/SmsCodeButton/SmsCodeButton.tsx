import { Button } from '../Button/Button.tsx';
import { useUiText } from '../UiText/UiText.tsx';
import * as styles from './SmsCodeButton.css.ts';

export interface SmsCodeButtonProps {
  /** Seconds until a new code may be asked for, counted by the app from the server's expiry; 0 when ready. */
  remainingSeconds: number;
  /** The request is on its way. */
  sending?: boolean;
  /** The mobile number is not valid yet. */
  disabled?: boolean;
  onSend: () => void;
}

/** "Send code", then the seconds left until a new one may be sent. */
export function SmsCodeButton({ remainingSeconds, sending = false, disabled = false, onSend }: SmsCodeButtonProps) {
  const t = useUiText();
  const counting = remainingSeconds > 0;
  const seconds = Math.ceil(remainingSeconds);
  const count = t('ui:smsCodeButton.count', { defaultValue: '{{seconds}} s', seconds });
  return (
    <span className={styles.wrap}>
      <Button
        size="small"
        variant="secondary"
        disabled={disabled || counting}
        loading={sending}
        onClick={onSend}
        aria-label={
          counting
            ? // The visible count starts the name, so voice control users can say what they see.
              t('ui:smsCodeButton.wait', { defaultValue: '{{count}} until you can send a new code', count })
            : undefined
        }
      >
        {sending ? (
          t('ui:smsCodeButton.sending', { defaultValue: 'Sending…' })
        ) : counting ? (
          <span className={styles.count}>
            {t('ui:smsCodeButton.count', { defaultValue: '{{seconds}} s', seconds })}
          </span>
        ) : (
          t('ui:smsCodeButton.send', { defaultValue: 'Send code' })
        )}
      </Button>
    </span>
  );
}
