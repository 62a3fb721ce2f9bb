import { useId } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import { useUiText } from '../UiText/UiText.tsx';
import * as styles from './DialCodePicker.css.ts';

export interface DialCode {
  /** With the plus: "+60". */
  code: string;
  /** The country's name in the player's language. */
  country: string;
  flag?: string;
}

export const dialCodePickerVariants = ['standalone', 'inline'] as const;

export interface DialCodePickerProps {
  options: DialCode[];
  value: string;
  onValueChange: (code: string) => void;
  label?: string;
  /** inline: inside a TextField's box, before the mobile number. */
  variant?: (typeof dialCodePickerVariants)[number];
  disabled?: boolean;
}

/** The country dialling code: a native select, so the phone's own picker opens. */
export function DialCodePicker({
  options,
  value,
  onValueChange,
  label,
  variant = 'inline',
  disabled = false,
}: DialCodePickerProps) {
  const t = useUiText();
  const id = useId();
  return (
    <span className={styles.picker({ variant })}>
      <label htmlFor={id} className={styles.hiddenLabel}>
        {label ?? t('ui:dialCodePicker.label', { defaultValue: 'Country code' })}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        disabled={disabled}
        onChange={(event) => onValueChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={`${option.code}-${option.country}`} value={option.code}>
            {[option.flag, option.code, option.country].filter(Boolean).join(' ')}
          </option>
        ))}
      </select>
      <span className={styles.chevron}>
        <Icon name="chevronDown" size="small" />
      </span>
    </span>
  );
}
