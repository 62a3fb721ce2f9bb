import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';
import { useUiText } from '../UiText/UiText.tsx';

/** The documents' range: from 1900 to the end of the current year. */
export const BIRTHDAY_FIRST_YEAR = 1900;

/** min and max as YYYY-MM-DD, the native date input's and the registration payload's format. */
export function birthdayRange(now: Date): { min: string; max: string } {
  return { min: `${BIRTHDAY_FIRST_YEAR}-01-01`, max: `${now.getFullYear()}-12-31` };
}

export interface BirthdayPickerProps extends Omit<TextFieldProps, 'type' | 'min' | 'max' | 'label'> {
  label?: string;
  /** Today, for the upper bound; the app's clock in tests. */
  now?: Date;
}

/** The birthday as a native date input: the phone's own wheel or calendar, bounded to the allowed years. */
export function BirthdayPicker({ label, now = new Date(), ...rest }: BirthdayPickerProps) {
  const t = useUiText();
  const { min, max } = birthdayRange(now);
  return (
    <TextField
      {...rest}
      label={label ?? t('ui:birthdayPicker.label', { defaultValue: 'Birthday' })}
      type="date"
      min={min}
      max={max}
      autoComplete="bday"
    />
  );
}
