import { type FormEvent, useId, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { useUiText } from '../UiText/UiText.tsx';
import * as styles from './FilterPanel.css.ts';

export interface GameFilter {
  gameName: string;
  /** The value of the chosen theme: one of the fixed themes' values or a vendor classification id. */
  classify: string;
}

/** The values the app gives the fixed themes, which come before the vendor's own classifications. */
export interface FixedGameThemes {
  all: string;
  favourite: string;
  new: string;
  hot: string;
}

export interface FilterPanelProps {
  /** The filter in force; the panel edits a copy until submit. */
  value: GameFilter;
  /** The values of the fixed themes, as the domain names them; reset goes back to `all`. */
  fixedThemes: FixedGameThemes;
  /** The vendor's classifications, after the fixed themes. */
  classifications?: readonly { id: string; label: string }[];
  onSubmit: (filter: GameFilter) => void;
  /** Reset clears the panel; the app may also apply the empty filter at once. */
  onReset?: () => void;
}

export function FilterPanel({ value, fixedThemes, classifications = [], onSubmit, onReset }: FilterPanelProps) {
  const t = useUiText();
  const [draft, setDraft] = useState<GameFilter>(value);
  const group = useId();
  const themes = [
    { id: fixedThemes.all, label: t('content:filterPanel.all', { defaultValue: 'All' }) },
    { id: fixedThemes.favourite, label: t('content:filterPanel.favourite', { defaultValue: 'Favourite' }) },
    { id: fixedThemes.new, label: t('content:filterPanel.new', { defaultValue: 'New' }) },
    { id: fixedThemes.hot, label: t('content:filterPanel.hot', { defaultValue: 'Hot' }) },
    ...classifications,
  ];

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit(draft);
  }

  return (
    <search>
      <form className={styles.panel} onSubmit={submit}>
        <TextField
          type="search"
          label={t('content:filterPanel.name', { defaultValue: 'Game name' })}
          placeholder={t('content:filterPanel.namePlaceholder', { defaultValue: 'Search games' })}
          value={draft.gameName}
          onValueChange={(gameName) => setDraft((current) => ({ ...current, gameName }))}
          enterKeyHint="search"
          autoComplete="off"
        />
        <fieldset className={styles.themes}>
          <legend className={styles.legend}>{t('content:filterPanel.theme', { defaultValue: 'Theme' })}</legend>
          <div className={styles.options}>
            {themes.map((theme) => (
              <label key={theme.id} className={styles.option}>
                <input
                  type="radio"
                  className={styles.radio}
                  name={group}
                  value={theme.id}
                  checked={draft.classify === theme.id}
                  onChange={() => setDraft((current) => ({ ...current, classify: theme.id }))}
                />
                <span className={styles.chip}>{theme.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className={styles.actions}>
          <Button
            variant="secondary"
            block
            onClick={() => {
              setDraft({ gameName: '', classify: fixedThemes.all });
              onReset?.();
            }}
          >
            {t('content:filterPanel.reset', { defaultValue: 'Reset' })}
          </Button>
          <Button type="submit" block>
            {t('content:filterPanel.submit', { defaultValue: 'Confirm' })}
          </Button>
        </div>
      </form>
    </search>
  );
}
