import * as styles from './Icon.css.ts';

/**
 * Outline icons drawn on a 24-unit grid with the current text colour. A handful of paths costs less than any icon
 * library, and every brand inherits them through currentColor.
 */
const paths = {
  back: 'M15 5l-7 7 7 7',
  chevronDown: 'M6 9l6 6 6-6',
  chevronForward: 'M9 5l7 7-7 7',
  close: 'M6 6l12 12M18 6L6 18',
  menu: 'M4 7h16M4 12h16M4 17h16',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 20c1.5-3.5 4.5-5 8-5s6.5 1.5 8 5',
  logout: 'M10 5H5v14h5M14 8l4 4-4 4M18 12H9',
  eye: 'M2 12s3.5-6 10-6 10 6 10 6-3.5 6-10 6S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  eyeOff:
    'M3 3l18 18M10.6 6.1A10 10 0 0 1 12 6c6.5 0 10 6 10 6a17 17 0 0 1-3.2 3.8M6.6 6.6C3.8 8.3 2 12 2 12s3.5 6 10 6a9.7 9.7 0 0 0 4.4-1M9.9 9.9a3 3 0 0 0 4.2 4.2',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  refresh: 'M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7',
  home: 'M4 11l8-7 8 7M6 9.5V20h12V9.5',
  deposit: 'M3 7h18v12H3zM3 11h18M12 3v6M9.5 6.5L12 9l2.5-2.5',
  withdraw: 'M3 7h18v12H3zM3 11h18M12 9V3M9.5 5.5L12 3l2.5 2.5',
  gift: 'M4 10h16v10H4zM2 7h20v3H2zM12 7v13M12 7c-1-3-5-4-5-1.5S12 7 12 7zM12 7c1-3 5-4 5-1.5S12 7 12 7z',
  invite: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 20c1.2-3.2 3.8-5 7-5s5.8 1.8 7 5M19 8v6M16 11h6',
  points: 'M12 3l2.7 5.6 6.1.8-4.5 4.2 1.1 6L12 16.8 6.6 19.6l1.1-6L3.2 9.4l6.1-.8z',
  cashback:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM15 9.5c-.5-1-1.6-1.5-3-1.5-1.7 0-3 .8-3 2s1.3 1.7 3 2 3 .8 3 2-1.3 2-3 2c-1.4 0-2.5-.5-3-1.5M12 6v2M12 16v2',
  promotion: 'M4 10v4l11 5V5L4 10zM4 10H2v4h2M18 9a4 4 0 0 1 0 6',
  globe: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3c2.5 3 2.5 15 0 18M12 3c-2.5 3-2.5 15 0 18',
  download: 'M12 4v11M7.5 10.5L12 15l4.5-4.5M4 19h16',
  help: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .9-1 1.7M12 17h.01',
  record: 'M6 3h12v18H6zM9 8h6M9 12h6M9 16h4',
  ticket: 'M3 8a2 2 0 0 0 0 4v0a2 2 0 0 1 0 4v2h18v-2a2 2 0 0 1 0-4 2 2 0 0 0 0-4V6H3zM14 6v12',
  crown: 'M3 18h18M4 16l-1-9 5 4 4-6 4 6 5-4-1 9z',
  lock: 'M6 11h12v10H6zM8 11V7a4 4 0 0 1 8 0v4',
  wifiOff:
    'M3 3l18 18M8.5 16.5a5 5 0 0 1 7 0M5 13a10 10 0 0 1 5-2.8M19 13a10 10 0 0 0-2.4-1.7M2 9a15 15 0 0 1 4.3-2.6M22 9a15 15 0 0 0-10-4M12 20h.01',
  signalLow: 'M4 20v-3M9 20v-6M14 20v-9M19 20V8',
  tools: 'M14.5 6.5a4 4 0 0 0 5 5L21 13l-8 8-1.5-1.5a4 4 0 0 0-5-5L3 11l8-8zM9 9l6 6',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM8.5 8.5l7 7',
  phone: 'M7 2h10v20H7zM11 18h2',
  plus: 'M12 5v14M5 12h14',
  image: 'M4 5h16v14H4zM4 16l5-5 4 4 2-2 5 5M15.5 9h.01',
  alert: 'M12 3l10 17H2zM12 10v4M12 17h.01',
  trash: 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6',
  contract: 'M6 3h9l4 4v14H6zM14 3v5h5M9 12h7M9 16h4M13.5 18.5l1.5-1.5 1.5 1.5',
  team: 'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2.5 20c1-3.2 3.5-5 6.5-5s5.5 1.8 6.5 5M16 4.5a3.5 3.5 0 0 1 0 6.5M18 15c1.8.6 3 2.4 3.5 5',
  chart: 'M4 20h16M6 20v-6M11 20V8M16 20v-9M6 10l5-5 5 4 4-4',
  share: 'M12 3v12M8 7l4-4 4 4M5 11v9h14v-9',
  search: 'M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zM15.5 15.5L20 20',
  copy: 'M9 9h11v11H9zM5 15H4V4h11v1',
  settings:
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9L7 7M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1',
} as const;

export type IconName = keyof typeof paths;
export const iconNames = Object.keys(paths) as IconName[];
export const iconSizes = ['small', 'medium', 'large'] as const;

/** Arrows that point back or forward along the reading direction, so right-to-left pages mirror them. */
const directionalIcons: ReadonlySet<IconName> = new Set(['back', 'chevronForward']);

export interface IconProps {
  name: IconName;
  size?: (typeof iconSizes)[number];
  /** Mirrored in right-to-left layouts: arrows that point "back" or "forward". */
  directional?: boolean;
}

/** Decorative: the control that holds an icon carries the accessible name. */
export function Icon({ name, size = 'medium', directional = directionalIcons.has(name) }: IconProps) {
  return (
    <svg
      className={styles.icon({ size, directional })}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  );
}
