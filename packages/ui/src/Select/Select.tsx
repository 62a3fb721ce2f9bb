import { type ChangeEvent, type Ref, type SelectHTMLAttributes, useId } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import { useUiText } from '../UiText/UiText.tsx';
import * as styles from './Select.css.ts';

export interface SelectOption {
  value: string;
  /** In the player's language. */
  label: string;
  disabled?: boolean;
}

export interface SelectProps
  extends Omit<
    SelectHTMLAttributes<HTMLSelectElement>,
    'className' | 'value' | 'defaultValue' | 'multiple' | 'size' | 'children'
  > {
  label: string;
  options: readonly SelectOption[];
  /** The chosen option's value; '' shows the placeholder. */
  value: string;
  onValueChange?: (value: string) => void;
  /** What the closed select says before a choice; the kit's "Select an option" when left out. */
  placeholder?: string;
  hint?: string;
  /** The rule the choice breaks, in the player's language. Marks the field invalid. */
  error?: string;
  /** The app focuses the first invalid field on submit. */
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A labelled native select: the phone opens its own picker, with the system's scrolling, search and
 * accessibility, and the box is themed like the other fields.
 */
export function Select({
  label,
  options,
  value,
  onValueChange,
  onChange,
  placeholder,
  hint,
  error,
  id,
  ref,
  ...rest
}: SelectProps) {
  const t = useUiText();
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const hintId = `${selectId}-hint`;
  const errorId = `${selectId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const empty = value === '';

  return (
    <div className={styles.field}>
      <label htmlFor={selectId} className={styles.label}>
        {label}
      </label>
      <div className={styles.control({ status: error ? 'error' : 'idle' })}>
        <select
          {...rest}
          ref={ref}
          id={selectId}
          value={value}
          className={styles.select({ empty })}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => {
            onChange?.(event);
            onValueChange?.(event.target.value);
          }}
        >
          {/* A required select cannot go back to no choice; an optional one can. */}
          <option value="" disabled={rest.required}>
            {placeholder ?? t('ui:select.placeholder', { defaultValue: 'Select an option' })}
          </option>
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <span className={styles.chevron}>
          <Icon name="chevronDown" />
        </span>
      </div>
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
    </div>
  );
}
