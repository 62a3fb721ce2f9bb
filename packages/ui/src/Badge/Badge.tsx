import { useUiText } from '../UiText/UiText.tsx';
import * as styles from './Badge.css.ts';

export interface BadgeProps {
  /** The count as the app words it ("7", "99+": the domain's footerBadge); nothing shows when empty. */
  text: string;
}

/** An unread counter. Its accessible text says what the number counts. */
export function Badge({ text }: BadgeProps) {
  const t = useUiText();
  if (text === '') return null;
  return (
    <span className={styles.badge}>
      <span aria-hidden="true">{text}</span>
      <span className={styles.hidden}>{t('ui:badge.unread', { defaultValue: '{{count}} unread', count: text })}</span>
    </span>
  );
}
