import type { MouseEvent } from 'react';
import { Badge } from '../Badge/Badge.tsx';
import { Icon, type IconName } from '../Icon/Icon.tsx';

/**
 * One destination of a menu. The app decides which entries exist (white-label switches, session type) and passes
 * only those; the kit draws them. With href it is a link (the app's router may intercept onSelect), without it a
 * button.
 */
export interface NavEntry {
  id: string;
  label: string;
  icon?: IconName;
  href?: string;
  onSelect?: (event: MouseEvent<HTMLElement>) => void;
  /** The unread badge as the app words it ("7", "99+"); none when empty or left out. */
  badge?: string;
}

export interface NavEntryControlProps {
  entry: NavEntry;
  className?: string;
  current?: boolean;
  iconSize?: 'small' | 'medium' | 'large';
}

export function NavEntryControl({ entry, className, current = false, iconSize = 'medium' }: NavEntryControlProps) {
  const content = (
    <>
      {entry.icon ? <Icon name={entry.icon} size={iconSize} /> : null}
      <span>{entry.label}</span>
      {entry.badge ? <Badge text={entry.badge} /> : null}
    </>
  );
  if (entry.href !== undefined) {
    return (
      <a className={className} href={entry.href} aria-current={current ? 'page' : undefined} onClick={entry.onSelect}>
        {content}
      </a>
    );
  }
  return (
    <button type="button" className={className} aria-current={current ? 'page' : undefined} onClick={entry.onSelect}>
      {content}
    </button>
  );
}
