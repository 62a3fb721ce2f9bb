import { type NavEntry, NavEntryControl } from '../NavEntry/NavEntry.tsx';
import { useUiText } from '../UiText/UiText.tsx';
import * as styles from './MemberNavStrip.css.ts';

export interface MemberNavStripProps {
  /**
   * Points, single cash back, rewards, promotions, deposit: the app leaves out what its switches turn off and sends
   * guests to login from onSelect (except promotions).
   */
  entries: NavEntry[];
}

/** The row of member shortcuts on home. */
export function MemberNavStrip({ entries }: MemberNavStripProps) {
  const t = useUiText();
  return (
    <nav className={styles.strip} aria-label={t('ui:memberNavStrip.label', { defaultValue: 'Member shortcuts' })}>
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.id} className={styles.item}>
            <NavEntryControl entry={entry} className={styles.entry} iconSize="large" />
          </li>
        ))}
      </ul>
    </nav>
  );
}
