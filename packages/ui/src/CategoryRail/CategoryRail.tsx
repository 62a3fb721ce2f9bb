import { type KeyboardEvent, type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import { revealFocused } from '../ScrollRow/revealInRow.ts';
import { useUiText } from '../UiText/UiText.tsx';
import * as styles from './CategoryRail.css.ts';
import { CategoryGlyph, type CategoryIcon } from './categoryIcons.tsx';

export interface Category {
  /** The server's category (HOT, RECENT, a game type); handed back when chosen. */
  id: string;
  /** The category's name, in the player's language. */
  label: string;
  /** The mark the app picked for the category. */
  icon: CategoryIcon;
}

export interface CategoryRailProps {
  categories: readonly Category[];
  /** The id of the category shown. */
  selected: string;
  onSelect: (id: string) => void;
  /** The chosen category's panel: its games or vendors. */
  children?: ReactNode;
  /** Names the rail for screen readers; "Game categories" when not given. */
  label?: string;
}

/**
 * The home's categories (HOT, RECENT and the server's game families) as ARIA tabs over one panel: a row that
 * scrolls sideways, one tab stop, arrow keys move and choose (mirrored right to left), Home and End jump to the
 * ends, and the chosen tab scrolls into view.
 */
export function CategoryRail({ categories, selected, onSelect, children, label }: CategoryRailProps) {
  const t = useUiText();
  const baseId = useId();
  const rail = useRef<HTMLDivElement>(null);
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = `${baseId}-panel`;

  const firstRun = useRef(true);

  // The chosen tab moves to the middle of the rail, as far as the rail's ends allow: smoothly when the player
  // chooses, at once on first paint and under reduced motion. On the first render the rail is measured in the frame's
  // own rendering step (before it paints), not inside React's commit: reading a box there lays out the whole page
  // inside React's task, one long task where the browser would have laid it out in its own.
  useLayoutEffect(() => {
    const center = (smooth: boolean) => {
      const row = rail.current;
      const tab = row?.querySelector<HTMLElement>('[aria-selected="true"]');
      if (!row || !tab) return;
      const rowBox = row.getBoundingClientRect();
      const tabBox = tab.getBoundingClientRect();
      const offset = tabBox.left + tabBox.width / 2 - (rowBox.left + rowBox.width / 2);
      row.scrollBy({ left: offset, behavior: smooth ? 'smooth' : 'instant' });
    };
    if (firstRun.current) {
      const frame = requestAnimationFrame(() => {
        firstRun.current = false;
        center(false);
      });
      return () => cancelAnimationFrame(frame);
    }
    center(!window.matchMedia('(prefers-reduced-motion: reduce)').matches);
  }, [selected]);

  function choose(index: number) {
    const category = categories[(index + categories.length) % categories.length];
    if (!category) return;
    onSelect(category.id);
    rail.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(category.id))}`)?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = categories.findIndex((category) => category.id === selected);
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    if (step !== undefined) choose(current + step);
    else if (event.key === 'Home') choose(0);
    else if (event.key === 'End') choose(categories.length - 1);
    else return;
    event.preventDefault();
  }

  const hasPanel = children !== undefined && children !== null;
  return (
    <div className={styles.root}>
      <div
        ref={rail}
        role="tablist"
        aria-label={label ?? t('content:categoryRail.label', { defaultValue: 'Game categories' })}
        className={styles.rail}
        onKeyDown={onKeyDown}
        onFocus={revealFocused}
      >
        {categories.map((category) => {
          const chosen = category.id === selected;
          return (
            <button
              key={category.id}
              id={tabId(category.id)}
              type="button"
              role="tab"
              aria-selected={chosen}
              aria-controls={hasPanel ? panelId : undefined}
              tabIndex={chosen ? 0 : -1}
              className={styles.tab}
              onClick={() => onSelect(category.id)}
            >
              <span className={styles.chip}>
                <CategoryGlyph icon={category.icon} className={styles.glyph} />
              </span>
              <span className={styles.label}>{category.label}</span>
            </button>
          );
        })}
      </div>
      {hasPanel ? (
        <div id={panelId} role="tabpanel" aria-labelledby={tabId(selected)} className={styles.panel}>
          {children}
        </div>
      ) : null}
    </div>
  );
}
