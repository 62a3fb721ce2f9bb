import type { FieldErrors } from '@wl/domain/forms/validate';
import { DialCodePicker } from '@wl/ui/dial-code-picker';
import { SmsCodeButton } from '@wl/ui/sms-code-button';
import { Tabs } from '@wl/ui/tabs';
import { TextField, type TextFieldProps } from '@wl/ui/text-field';
import type { ReactNode } from 'react';
import { useFormMessages } from '../react/useFormMessages.ts';
import { useDialCodes } from './useDialCodes.ts';

type BoundField = Pick<TextFieldProps, 'label' | 'value' | 'onValueChange' | 'ref' | 'hint' | 'error' | 'success'>;

/**
 * The mobile number with its dialling-code picker. Its message is the number's or the code's failure, else why the
 * last SMS send failed, in the interface language.
 */
export function MobileNumberField({
  countryDialingCode,
  onDialCode,
  errors,
  smsError,
  ...field
}: BoundField & {
  countryDialingCode: string;
  onDialCode: (code: string) => void;
  errors: FieldErrors;
  smsError?: string | undefined;
}) {
  const dialCodes = useDialCodes();
  const messages = useFormMessages();
  return (
    <TextField
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      leading={
        <DialCodePicker variant="inline" options={dialCodes} value={countryDialingCode} onValueChange={onDialCode} />
      }
      {...field}
      error={messages.field(errors.mobileNum ?? errors.countryDialingCode) ?? messages.failure(smsError)}
    />
  );
}

/** The SMS code with its send button and countdown. */
export function SmsCodeField({
  sms,
  onSend,
  ...field
}: BoundField & { sms: { secondsLeft: number; sending: boolean }; onSend: () => void }) {
  return (
    <TextField
      inputMode="numeric"
      autoComplete="one-time-code"
      trailing={<SmsCodeButton remainingSeconds={sms.secondsLeft} sending={sms.sending} onSend={onSend} />}
      {...field}
    />
  );
}

/** A form's methods as tabs (username or mobile, e-mail or phone) when more than one is offered; else the fields. */
export function MethodTabs<TMethod extends string>({
  shown,
  label,
  methods,
  value,
  onValueChange,
  children,
}: {
  shown: boolean;
  label: string;
  methods: Array<{ id: TMethod; label: string }>;
  value: TMethod;
  onValueChange: (method: TMethod) => void;
  children: ReactNode;
}) {
  if (!shown) return children;
  return (
    <Tabs
      label={label}
      variant="pill"
      items={methods}
      value={value}
      onValueChange={(id) => onValueChange(id as TMethod)}
    >
      {children}
    </Tabs>
  );
}
