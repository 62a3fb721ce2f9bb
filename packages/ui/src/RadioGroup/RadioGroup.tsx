import { type Ref, useId } from 'react';
import * as styles from './RadioGroup.css.ts';

export interface RadioOption {
  value: string;
  /** In the player's language. */
  label: string;
  /** A second line under the label, e.g. what a recovery method sends where. */
  description?: string;
  disabled?: boolean;
}

export const radioGroupVariants = ['rows', 'cards'] as const;

export interface RadioGroupProps {
  /** The question, as the fieldset's legend. */
  legend: string;
  options: readonly RadioOption[];
  /** The chosen option's value; '' when none is chosen yet. */
  value: string;
  onValueChange: (value: string) => void;
  /** rows: a list, one option a line; cards: side by side, two to a 360 px row, wrapping as they need. */
  variant?: (typeof radioGroupVariants)[number];
  /** The form field's name; one is made up when left out. */
  name?: string;
  /** The first option's id, for an error summary link that focuses the group. */
  id?: string;
  hint?: string;
  /** The rule the choice breaks, in the player's language. */
  error?: string;
  disabled?: boolean;
  required?: boolean;
  /** The first option's input, for the app to focus the first invalid field on submit. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * One choice among a few, as native radio buttons in a fieldset: one tab stop, arrow keys move and choose, and the
 * legend names the group. The drawn card or row is the label, so the whole of it is the touch target.
 */
export function RadioGroup({
  legend,
  options,
  value,
  onValueChange,
  variant = 'rows',
  name,
  id,
  hint,
  error,
  disabled = false,
  required,
  ref,
}: RadioGroupProps) {
  const generatedId = useId();
  const baseId = id ?? generatedId;
  const groupName = name ?? `${baseId}-name`;
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={styles.group} aria-describedby={describedBy} disabled={disabled}>
      <legend className={styles.legend}>{legend}</legend>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
      <div className={styles.options({ variant })}>
        {options.map((option, index) => {
          const inputId = index === 0 ? baseId : `${baseId}-${index}`;
          const labelId = `${inputId}-label`;
          const descriptionId = `${inputId}-description`;
          return (
            <div key={option.value} className={styles.item}>
              <input
                ref={index === 0 ? ref : undefined}
                id={inputId}
                className={styles.input}
                type="radio"
                name={groupName}
                value={option.value}
                checked={option.value === value}
                disabled={option.disabled}
                required={required}
                aria-invalid={error ? true : undefined}
                aria-labelledby={labelId}
                aria-describedby={option.description ? descriptionId : undefined}
                onChange={() => onValueChange(option.value)}
              />
              <label htmlFor={inputId} className={styles.option({ variant })}>
                <span className={styles.mark} aria-hidden="true" />
                <span className={styles.text}>
                  <span id={labelId} className={styles.label}>
                    {option.label}
                  </span>
                  {option.description ? (
                    <span id={descriptionId} className={styles.description}>
                      {option.description}
                    </span>
                  ) : null}
                </span>
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
