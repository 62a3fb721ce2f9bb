import { type FormEvent, useId, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { useUiText } from '../UiText/UiText.tsx';
import * as styles from './FilterPanel.css.ts';

/** The fixed themes before the vendor's own classifications: all games, favourites, new and hot. */
export const fixedGameThemes = ['ALL', 'FAV', 'NEW', 'HOT'] as const;

export interface GameFilter {
  gameName: string;
  /** ALL, FAV, NEW, HOT or a vendor classification id. */
  classify: string;
}

export const EMPTY_GAME_FILTER: GameFilter = { gameName: '', classify: 'ALL' };

export interface FilterPanelProps {
  /** The filter in force; the panel edits a copy until submit. */
  value: GameFilter;
  /** The vendor's classifications, after the fixed themes. */
  classifications?: readonly { id: string; label: string }[];
  onSubmit: (filter: GameFilter) => void;
  /** Reset clears the panel; the app may also apply the empty filter at once. */
  onReset?: () => void;
}

export function FilterPanel({ value, classifications = [], onSubmit, onReset }: FilterPanelProps) {
  const t = useUiText();
  const [draft, setDraft] = useState<GameFilter>(value);
  const group = useId();
  const themes = [
    { id: 'ALL', label: t('content:filterPanel.all', { defaultValue: 'All' }) },
    { id: 'FAV', label: t('content:filterPanel.favourite', { defaultValue: 'Favourite' }) },
    { id: 'NEW', label: t('content:filterPanel.new', { defaultValue: 'New' }) },
    { id: 'HOT', label: t('content:filterPanel.hot', { defaultValue: 'Hot' }) },
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
              setDraft(EMPTY_GAME_FILTER);
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
