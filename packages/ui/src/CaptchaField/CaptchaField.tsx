import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';
import { useUiText } from '../UiText/UiText.tsx';
import * as styles from './CaptchaField.css.ts';

export interface CaptchaFieldProps
  extends Omit<TextFieldProps, 'type' | 'trailing' | 'label' | 'onValueChange' | 'maxLength'> {
  label?: string;
  /** The longest answer the field takes (the domain's CAPTCHA_MAX_LENGTH). */
  maxLength: number;
  onValueChange: (value: string) => void;
  /** The PNG as the gateway sends it: bare base64 or a data URL. Absent while the first one loads. */
  image?: string;
  /** Asks for a new image; the field has already cleared the answer. */
  onRefresh: () => void;
  loading?: boolean;
}

export function captchaSource(image: string): string {
  return image.startsWith('data:') ? image : `data:image/png;base64,${image}`;
}

/** The captcha answer beside its image. Tapping the image gets a new one and clears what was typed. */
export function CaptchaField({
  label,
  image,
  onRefresh,
  onValueChange,
  loading = false,
  maxLength,
  ...rest
}: CaptchaFieldProps) {
  const t = useUiText();
  return (
    <TextField
      {...rest}
      label={label ?? t('ui:captchaField.label', { defaultValue: 'Captcha' })}
      onValueChange={onValueChange}
      inputMode="numeric"
      autoComplete="off"
      maxLength={maxLength}
      trailing={
        <button
          type="button"
          className={styles.imageButton}
          aria-label={t('ui:captchaField.refresh', { defaultValue: 'New captcha image' })}
          aria-busy={loading || undefined}
          onClick={() => {
            onValueChange('');
            onRefresh();
          }}
        >
          {image && !loading ? (
            <img className={styles.image} src={captchaSource(image)} alt="" />
          ) : (
            <span className={styles.placeholder} />
          )}
        </button>
      }
    />
  );
}
