import { type ChangeEvent, type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './TextField.css.ts';

export const textFieldTypes = ['text', 'email', 'tel', 'number', 'search', 'url', 'password', 'date'] as const;

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'type' | 'value' | 'size' | 'children'> {
  label: string;
  /** The label stays for screen readers; for fields whose purpose the layout already shows. */
  hideLabel?: boolean;
  value: string;
  onValueChange?: (value: string) => void;
  type?: (typeof textFieldTypes)[number];
  /** The rule the value breaks, in the player's language. Marks the field invalid. */
  error?: string;
  /** Passed validation; a message is optional. */
  success?: boolean | string;
  hint?: string;
  /** A control inside the box at the end: show/hide, captcha image, send-code button. */
  trailing?: ReactNode;
  /** A control inside the box at the start: the dial-code picker. */
  leading?: ReactNode;
  /** The app focuses the first invalid field on submit. */
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its hint, error and success states wired for screen readers. */
export function TextField({
  label,
  hideLabel = false,
  value,
  onValueChange,
  onChange,
  type = 'text',
  error,
  success,
  hint,
  trailing,
  leading,
  id,
  ref,
  ...rest
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const messageId = `${inputId}-message`;
  const status = error ? 'error' : success ? 'success' : 'idle';
  const message = error ?? (typeof success === 'string' ? success : undefined);
  const describedBy = [hint ? hintId : null, message ? messageId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={hideLabel ? styles.hiddenLabel : styles.label}>
        {label}
      </label>
      <div className={styles.control({ status })}>
        {leading}
        <input
          {...rest}
          ref={ref}
          id={inputId}
          type={type}
          value={value}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            onChange?.(event);
            onValueChange?.(event.target.value);
          }}
        />
        {status === 'success' ? (
          <span className={styles.successMark}>
            <Icon name="check" size="small" />
          </span>
        ) : null}
        {trailing}
      </div>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {message ? (
        <p id={messageId} className={styles.message({ status })}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
