import { useLayoutEffect, useRef } from 'react';
import { revealFocused } from '../ScrollRow/revealInRow.ts';
import { useUiText } from '../UiText/UiText.tsx';
import * as styles from './VendorTabBar.css.ts';

export interface Vendor {
  /** The vendor code. */
  vassalage: string;
  displayName: string;
  iconUrl?: string;
}

export interface VendorTabBarProps {
  vendors: readonly Vendor[];
  /** The selected vendor code; null for the "all" tab, which the app maps to its own "every vendor" value. */
  selected: string | null;
  onSelect: (vassalage: string | null) => void;
}

/** Scrolls the strip so that the selected tab sits in the middle, as far as the strip's ends allow. */
function centre(strip: HTMLElement, tab: HTMLElement, smooth: boolean) {
  const stripBox = strip.getBoundingClientRect();
  const tabBox = tab.getBoundingClientRect();
  const offset = tabBox.left + tabBox.width / 2 - (stripBox.left + stripBox.width / 2);
  strip.scrollBy({ left: offset, behavior: smooth ? 'smooth' : 'instant' });
}

export function VendorTabBar({ vendors, selected, onSelect }: VendorTabBarProps) {
  const t = useUiText();
  const strip = useRef<HTMLFieldSetElement>(null);
  const firstRun = useRef(true);

  useLayoutEffect(() => {
    const element = strip.current;
    const tab = element?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!element || !tab) return;
    const smooth = !firstRun.current && !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    firstRun.current = false;
    // Measured in the frame's own rendering step, before it paints, never inside React's commit: reading the layout
    // there lays out the whole page inside React's task, and on a slow phone one long task becomes longer.
    let width: number | undefined;
    const frame = requestAnimationFrame(() => {
      centre(element, tab, smooth);
      width = tab.getBoundingClientRect().width;
    });
    // Logos and web fonts arriving later change the tabs' widths: keep the chosen tab in the middle.
    const observer = new ResizeObserver(() => {
      const next = tab.getBoundingClientRect().width;
      if (width !== undefined && next !== width) centre(element, tab, false);
      width = next;
    });
    observer.observe(tab);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [selected]);

  const tabs: { vassalage: string | null; displayName: string; iconUrl?: string }[] = [
    { vassalage: null, displayName: t('content:vendorTabBar.all', { defaultValue: 'All' }) },
    ...vendors,
  ];

  return (
    <fieldset
      ref={strip}
      className={styles.strip}
      aria-label={t('content:vendorTabBar.label', { defaultValue: 'Vendors' })}
      onFocus={revealFocused}
    >
      {tabs.map((vendor) => (
        <button
          key={vendor.vassalage ?? ''}
          type="button"
          className={styles.tab}
          aria-pressed={vendor.vassalage === selected}
          onClick={() => onSelect(vendor.vassalage)}
        >
          {vendor.iconUrl ? <img className={styles.icon} src={vendor.iconUrl} alt="" loading="lazy" /> : null}
          <span>{vendor.displayName}</span>
        </button>
      ))}
    </fieldset>
  );
}
