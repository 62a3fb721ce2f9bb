import { useEffect, useRef } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import { useUiText } from '../UiText/UiText.tsx';
import * as styles from './ErrorSummary.css.ts';

export interface FieldError {
  /** The id of the field's control (input, select, textarea, first radio, file input), which the link focuses. */
  id: string;
  /** The rule the field breaks, in the player's language: the same words the field shows. */
  message: string;
}

export interface ErrorSummaryProps {
  /** The fields the screen found wrong on submit, in the order they appear on the form. */
  errors: readonly FieldError[];
  /** The heading; the kit's "There is a problem" when left out. */
  title?: string;
}

/**
 * What is wrong with a submitted form, at its top: announced as it appears and focused, with a link per field
 * that moves focus to it. Nothing is drawn while there are no errors. To announce the same errors again after
 * another submit, remount it (`key={submitCount}`).
 */
export function ErrorSummary({ errors, title }: ErrorSummaryProps) {
  const t = useUiText();
  const box = useRef<HTMLDivElement>(null);
  const shown = errors.length > 0;
  useEffect(() => {
    if (shown) box.current?.focus();
  }, [shown]);
  if (!shown) return null;
  return (
    <div ref={box} className={styles.summary} tabIndex={-1}>
      <div role="alert">
        <h2 className={styles.heading}>
          <Icon name="alert" />
          {title ?? t('ui:errorSummary.title', { defaultValue: 'There is a problem' })}
        </h2>
        <ul className={styles.list}>
          {errors.map((error) => (
            <li key={error.id}>
              <a
                className={styles.link}
                href={`#${error.id}`}
                onClick={(event) => {
                  const field = document.getElementById(error.id);
                  if (!field) return;
                  // The field itself takes focus (a hash change would only scroll), centred so its label shows.
                  event.preventDefault();
                  field.scrollIntoView({ block: 'center' });
                  field.focus({ preventScroll: true });
                }}
              >
                {error.message}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
