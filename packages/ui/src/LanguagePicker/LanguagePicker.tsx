import { useId } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import { useUiText } from '../UiText/UiText.tsx';
import * as styles from './LanguagePicker.css.ts';

export interface LanguageOption {
  code: string;
  /** The language's own name: a player finds their language even in a script they cannot read otherwise. */
  nativeName: string;
  flag: string;
  /** BCP 47 tag, so screen readers pronounce each name in its language. */
  tag?: string;
}

export interface LanguagePickerProps {
  /** The app passes the picker's list (@wl/i18n/languages). */
  languages: readonly LanguageOption[];
  value: string;
  onValueChange: (code: string) => void;
  label?: string;
}

/** Every language with its flag, the current one ticked: native radio buttons, one tab stop, arrows move. */
export function LanguagePicker({ languages, value, onValueChange, label }: LanguagePickerProps) {
  const t = useUiText();
  const name = useId();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{label ?? t('ui:languagePicker.label', { defaultValue: 'Language' })}</legend>
      <ul className={styles.list}>
        {languages.map((language) => {
          const id = `${name}-${language.code}`;
          const checked = language.code === value;
          return (
            <li key={language.code}>
              <input
                id={id}
                className={styles.radio}
                type="radio"
                name={name}
                value={language.code}
                checked={checked}
                onChange={() => onValueChange(language.code)}
              />
              <label htmlFor={id} className={styles.option} lang={language.tag}>
                <span className={styles.flag} aria-hidden="true">
                  {language.flag}
                </span>
                <span className={styles.name}>{language.nativeName}</span>
                {checked ? (
                  <span className={styles.tick}>
                    <Icon name="check" />
                  </span>
                ) : null}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
