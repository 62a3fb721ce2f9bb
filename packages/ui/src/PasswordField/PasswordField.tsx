import { useState } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';
import { iconButton } from '../theme/recipes.css.ts';
import { useUiText } from '../UiText/UiText.tsx';
import * as styles from './PasswordField.css.ts';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'trailing'> {
  /** current-password on login, new-password on registration and change, so password managers help. */
  autoComplete?: 'current-password' | 'new-password';
}

/**
 * A password input with a show/hide toggle. The value is passed through untouched: never trimmed, never
 * case-changed, paste allowed.
 */
export function PasswordField({ autoComplete = 'current-password', ...rest }: PasswordFieldProps) {
  const t = useUiText();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...rest}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          className={`${iconButton()} ${styles.toggle}`}
          aria-label={
            visible
              ? t('ui:passwordField.hide', { defaultValue: 'Hide password' })
              : t('ui:passwordField.show', { defaultValue: 'Show password' })
          }
          onClick={() => setVisible((shown) => !shown)}
        >
          <Icon name={visible ? 'eyeOff' : 'eye'} />
        </button>
      }
    />
  );
}
