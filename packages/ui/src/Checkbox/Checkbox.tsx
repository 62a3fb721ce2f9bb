import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import * as styles from './Checkbox.css.ts';

export interface CheckboxProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'type' | 'checked' | 'children'> {
  checked: boolean;
  onCheckedChange?: (checked: boolean) => void;
  /** May hold a link (the terms popup) next to the text. */
  children: ReactNode;
  /** Shown under the box, e.g. the disclaimer that must be ticked. */
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A native checkbox with its label and error, for remember-me and the registration disclaimer. */
export function Checkbox({ checked, onCheckedChange, onChange, children, error, id, ref, ...rest }: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.target}>
        <input
          {...rest}
          ref={ref}
          id={inputId}
          type="checkbox"
          className={styles.box}
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            onChange?.(event);
            onCheckedChange?.(event.target.checked);
          }}
        />
        <span className={styles.label}>{children}</span>
      </label>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
