import { type FormEvent, useId, useRef, useState } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import { useUiText } from '../UiText/UiText.tsx';
import * as styles from './SearchBar.css.ts';

export interface SearchBarProps {
  /** The text, when the app holds it; without it the bar keeps what was typed itself. */
  value?: string;
  /** The text to start with when the bar holds it itself (the last search, from the URL). */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Enter or the keyboard's search key: the text as typed (the domain trims and lower-cases it). */
  onSubmit: (value: string) => void;
  /** The clear button was pressed; the text is empty by then. */
  onClear?: () => void;
  /** A search is on its way: a spinner shows and screen readers hear it; the text stays as typed. */
  loading?: boolean;
  /** Names the field; "Search games" when not given. */
  label?: string;
  /** The hint inside the empty field; the label when not given. */
  placeholder?: string;
}

/** The game search: a search field in a form, submitted by Enter, with a 44 px clear button and a busy state. */
export function SearchBar({
  value,
  defaultValue = '',
  onValueChange,
  onSubmit,
  onClear,
  loading = false,
  label,
  placeholder,
}: SearchBarProps) {
  const t = useUiText();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [ownValue, setOwnValue] = useState(defaultValue);
  const text = value ?? ownValue;
  const name = label ?? t('ui:searchBar.label', { defaultValue: 'Search games' });

  function change(next: string) {
    setOwnValue(next);
    onValueChange?.(next);
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not a landmark to every reader and tool yet; a form with role search is.
    <form
      role="search"
      aria-label={name}
      aria-busy={loading || undefined}
      className={styles.form}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit(text);
      }}
    >
      <label htmlFor={inputId} className={styles.hidden}>
        {name}
      </label>
      <div className={styles.box}>
        <span className={styles.searchIcon}>
          <Icon name="search" />
        </span>
        <input
          ref={input}
          id={inputId}
          className={styles.input}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          value={text}
          placeholder={placeholder ?? name}
          onChange={(event) => change(event.target.value)}
        />
        {loading ? <span className={styles.spinner} aria-hidden="true" /> : null}
        {text !== '' ? (
          <button
            type="button"
            className={styles.clear}
            aria-label={t('ui:searchBar.clear', { defaultValue: 'Clear search' })}
            onClick={() => {
              change('');
              onClear?.();
              input.current?.focus();
            }}
          >
            <span className={styles.clearMark}>
              <Icon name="close" size="small" />
            </span>
          </button>
        ) : null}
      </div>
      <span role="status" className={styles.hidden}>
        {loading ? t('ui:searchBar.searching', { defaultValue: 'Searching…' }) : ''}
      </span>
    </form>
  );
}
