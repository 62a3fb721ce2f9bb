import { useUiText } from '../UiText/UiText.tsx';
import * as styles from './Badge.css.ts';

/** The documents cap unread counts at 99: anything above shows as "99+". */
export const BADGE_CAP = 99;

/** The text a badge shows, or null when there is nothing to show. */
export function formatBadgeCount(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(Math.floor(count));
}

export interface BadgeProps {
  count: number;
}

/** An unread counter. Hidden at zero; its accessible text says what the number counts. */
export function Badge({ count }: BadgeProps) {
  const t = useUiText();
  const text = formatBadgeCount(count);
  if (text === null) return null;
  return (
    <span className={styles.badge}>
      <span aria-hidden="true">{text}</span>
      <span className={styles.hidden}>{t('ui:badge.unread', { defaultValue: '{{count}} unread', count: text })}</span>
    </span>
  );
}
