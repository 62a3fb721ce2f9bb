import { Avatar } from '../Avatar/Avatar.tsx';
import { BalanceDisplay, type BalanceDisplayProps } from '../BalanceDisplay/BalanceDisplay.tsx';
import { type NavEntry, NavEntryControl } from '../NavEntry/NavEntry.tsx';
import { useUiText } from '../UiText/UiText.tsx';
import { VipLabel } from '../VipLabel/VipLabel.tsx';
import * as styles from './MemberMenu.css.ts';

export interface MemberMenuProps {
  name: string;
  avatarSrc?: string;
  vipLevel?: string | number;
  balance: BalanceDisplayProps;
  /** Each link only if its white-label switch is on, the agency centre only for agent sessions: the app filters. */
  entries: NavEntry[];
}

/** The member centre's head: who, how much, and where to go. */
export function MemberMenu({ name, avatarSrc, vipLevel, balance, entries }: MemberMenuProps) {
  const t = useUiText();
  return (
    <section className={styles.menu} aria-label={t('ui:memberMenu.label', { defaultValue: 'Member centre' })}>
      <div className={styles.head}>
        <Avatar name={name} src={avatarSrc} size="large" decorative />
        <div className={styles.who}>
          <span className={styles.name}>{name}</span>
          {vipLevel !== undefined ? <VipLabel level={vipLevel} /> : null}
        </div>
      </div>
      <BalanceDisplay {...balance} />
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <NavEntryControl entry={entry} className={styles.entry} />
          </li>
        ))}
      </ul>
    </section>
  );
}
