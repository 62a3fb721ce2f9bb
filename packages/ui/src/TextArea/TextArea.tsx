import { type ChangeEvent, type Ref, type TextareaHTMLAttributes, useEffect, useId, useState } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import { useUiText } from '../UiText/UiText.tsx';
import * as styles from './TextArea.css.ts';

export interface TextAreaProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className' | 'value' | 'maxLength' | 'children'> {
  label: string;
  value: string;
  onValueChange?: (value: string) => void;
  /**
   * The most characters the screen accepts (the domain's 140 for an activity application comment). It drives the
   * counter only: what is typed or pasted past it stays, so the player can cut it down rather than lose it.
   */
  maxLength?: number;
  hint?: string;
  /** The rule the value breaks, in the player's language. Marks the field invalid. */
  error?: string;
  /** The app focuses the first invalid field on submit. */
  ref?: Ref<HTMLTextAreaElement>;
}

/** How long typing must pause before screen readers hear the count: a word per keystroke would drown the text. */
const ANNOUNCE_AFTER_MS = 600;

/** A labelled multi-line input with an optional character counter, its hint and error wired for screen readers. */
export function TextArea({
  label,
  value,
  onValueChange,
  onChange,
  maxLength,
  hint,
  error,
  id,
  rows = 4,
  ref,
  ...rest
}: TextAreaProps) {
  const t = useUiText();
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const limitId = `${inputId}-limit`;
  const errorId = `${inputId}-error`;
  const counted = maxLength !== undefined;
  const length = value.length;
  const over = counted && length > maxLength;
  const countText = counted
    ? over
      ? t('ui:textArea.over', { defaultValue: 'Characters over the limit: {{count}}', count: length - maxLength })
      : t('ui:textArea.left', { defaultValue: 'Characters left: {{count}}', count: maxLength - length })
    : '';
  const announced = useSettled(countText, ANNOUNCE_AFTER_MS);
  const describedBy =
    [hint ? hintId : null, counted ? limitId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <div className={styles.control({ status: error || over ? 'error' : 'idle' })}>
        <textarea
          {...rest}
          ref={ref}
          id={inputId}
          rows={rows}
          value={value}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event: ChangeEvent<HTMLTextAreaElement>) => {
            onChange?.(event);
            onValueChange?.(event.target.value);
          }}
        />
      </div>
      {error || counted ? (
        <div className={styles.footer}>
          {error ? (
            <p id={errorId} className={styles.error}>
              {error}
            </p>
          ) : null}
          {counted ? (
            <p className={styles.counter({ over })} aria-hidden="true">
              {over ? (
                <>
                  <Icon name="alert" size="small" />
                  {countText}
                </>
              ) : (
                `${length}/${maxLength}`
              )}
            </p>
          ) : null}
        </div>
      ) : null}
      {counted ? (
        <>
          <span id={limitId} className={styles.hidden}>
            {t('ui:textArea.limit', { defaultValue: 'Up to {{max}} characters', max: maxLength })}
          </span>
          <span className={styles.hidden} aria-live="polite">
            {announced === countText ? announced : ''}
          </span>
        </>
      ) : null}
    </div>
  );
}

/** The value once it has stopped changing for `delayMs`; the first value counts as settled. */
function useSettled(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
