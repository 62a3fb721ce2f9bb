import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';
import { useUiText } from '../UiText/UiText.tsx';

export interface BirthdayPickerProps extends Omit<TextFieldProps, 'type' | 'min' | 'max' | 'label'> {
  label?: string;
  /** The earliest allowed birthday as YYYY-MM-DD, the native date input's and the registration payload's format. */
  min: string;
  /** The latest allowed birthday as YYYY-MM-DD. */
  max: string;
}

/** The birthday as a native date input: the phone's own wheel or calendar, bounded to the dates the app allows. */
export function BirthdayPicker({ label, min, max, ...rest }: BirthdayPickerProps) {
  const t = useUiText();
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
