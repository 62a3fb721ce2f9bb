import { type NavEntry, NavEntryControl } from '../NavEntry/NavEntry.tsx';
import { useUiText } from '../UiText/UiText.tsx';
import * as styles from './FooterMenu.css.ts';

export interface FooterMenuProps {
  /**
   * Home, Deposit, Invite, Member Center, Reward. The entry that carries the total unread count (announcements +
   * chat + inbox) has it as badge, already worded by the app ("99+").
   */
  entries: NavEntry[];
  /** The id of the entry for the page on screen. */
  currentId?: string;
}

/** The bottom tab bar, fixed to the bottom edge and clear of the phone's home indicator. */
export function FooterMenu({ entries, currentId }: FooterMenuProps) {
  const t = useUiText();
  return (
    <nav className={styles.bar} aria-label={t('ui:footerMenu.label', { defaultValue: 'Main' })}>
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.id} className={styles.item}>
            <NavEntryControl entry={entry} className={styles.entry} current={entry.id === currentId} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
