import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { Badge } from '../Badge/Badge.tsx';
import * as styles from './Tabs.css.ts';

export const tabsVariants = ['underline', 'pill'] as const;

export interface TabItem {
  id: string;
  label: string;
  /** An unread badge as the app words it ("4", "99+"). */
  badge?: string;
}

export interface TabsProps {
  /** Names the tab list for screen readers ("Login method"). */
  label: string;
  items: TabItem[];
  value: string;
  onValueChange: (id: string) => void;
  /** The selected tab's panel. */
  children?: ReactNode;
  variant?: (typeof tabsVariants)[number];
}

/**
 * ARIA tabs: one tab stop, arrow keys move and select (mirrored in right-to-left layouts), Home and End jump to
 * the ends.
 */
export function Tabs({ label, items, value, onValueChange, children, variant = 'underline' }: TabsProps) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = `${baseId}-panel`;

  function select(index: number) {
    const item = items[(index + items.length) % items.length];
    if (!item) return;
    onValueChange(item.id);
    listRef.current?.querySelector<HTMLButtonElement>(`#${CSS.escape(tabId(item.id))}`)?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = items.findIndex((item) => item.id === value);
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const next = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    if (next !== undefined) select(current + next);
    else if (event.key === 'Home') select(0);
    else if (event.key === 'End') select(items.length - 1);
    else return;
    event.preventDefault();
  }

  return (
    <div className={styles.tabs}>
      <div ref={listRef} role="tablist" aria-label={label} className={styles.list({ variant })} onKeyDown={onKeyDown}>
        {items.map((item) => {
          const selected = item.id === value;
          return (
            <button
              key={item.id}
              id={tabId(item.id)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={children !== undefined ? panelId : undefined}
              tabIndex={selected ? 0 : -1}
              className={styles.tab({ variant })}
              onClick={() => onValueChange(item.id)}
            >
              {item.label}
              {item.badge ? <Badge text={item.badge} /> : null}
            </button>
          );
        })}
      </div>
      {children !== undefined ? (
        <div id={panelId} role="tabpanel" aria-labelledby={tabId(value)} className={styles.panel}>
          {children}
        </div>
      ) : null}
    </div>
  );
}
