import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { Icon } from '../Icon/Icon.tsx';
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

/**
 * A checkbox with its label and error, for remember-me and the registration disclaimer: the native input, invisible,
 * lies over a box drawn in the brand's colours, so role, state, keyboard and form value stay the browser's own.
 */
export function Checkbox({ checked, onCheckedChange, onChange, children, error, id, ref, ...rest }: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.target}>
        <span className={styles.control}>
          <input
            {...rest}
            ref={ref}
            id={inputId}
            type="checkbox"
            className={styles.input}
            checked={checked}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => {
              onChange?.(event);
              onCheckedChange?.(event.target.checked);
            }}
          />
          <span className={styles.box} aria-hidden="true">
            <span className={styles.tick}>
              <Icon name="check" size="small" />
            </span>
          </span>
        </span>
        {/* A link in the label (the terms) is a word of its sentence: an inline target for the layout checks. */}
        <span className={styles.label} data-layout-exception="inline-links">
          {children}
        </span>
      </label>
      {error ? (
        <p id={errorId} className={styles.error}>
          <Icon name="alert" size="small" />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
