import type { FieldErrors } from '@wl/domain/forms/validate';
import { type FormEvent, useEffect, useRef } from 'react';
import { useFormMessages } from '../react/useFormMessages.ts';

/** What a form hook of the app layer gives a screen: values and errors by field, the field to focus, and events. */
export interface FieldForm<TField extends string> {
  values: Record<TField, string>;
  errors: FieldErrors;
  firstInvalid?: string | undefined;
  change(field: TField, value: string): void;
  submit(): void;
}

/**
 * Binds a form's fields to the kit's text fields (value, change, the error in the interface language, and a ref so
 * the first invalid field takes the focus after a refused submit), and the form's submit to the machine.
 */
export function useFormFields<TField extends string>(form: FieldForm<TField>) {
  const messages = useFormMessages();
  const inputs = useRef<Partial<Record<string, HTMLInputElement | null>>>({});
  useEffect(() => {
    if (form.firstInvalid) inputs.current[form.firstInvalid]?.focus();
  }, [form.firstInvalid]);
  const bind = (field: TField) => ({
    value: form.values[field],
    onValueChange: (value: string) => form.change(field, value),
    error: messages.field(form.errors[field]),
    ref: (element: HTMLInputElement | null) => {
      inputs.current[field] = element;
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    form.submit();
  };
  return { bind, onSubmit, messages };
}
