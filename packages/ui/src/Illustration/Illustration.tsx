import { type ReactNode, useId } from 'react';
import * as styles from './Illustration.css.ts';

/** The pictures the kit draws for empty, error and status states. */
export const illustrationKinds = [
  'empty',
  'search',
  'favourites',
  'notices',
  'error',
  'offline',
  'maintenance',
  'restricted',
] as const;
export type IllustrationKind = (typeof illustrationKinds)[number];

export const illustrationSizes = ['small', 'medium', 'large'] as const;

export interface IllustrationProps {
  kind: IllustrationKind;
  size?: (typeof illustrationSizes)[number];
  /** A text alternative, for a picture that says something the text beside it does not; decorative without one. */
  label?: string;
}

const round = (value: number) => Math.round(value * 10) / 10;

/** A four-pointed sparkle with curved sides. */
function sparkle(x: number, y: number, size: number): string {
  return `M${x} ${y - size}Q${x} ${y} ${x + size} ${y}Q${x} ${y} ${x} ${y + size}Q${x} ${y} ${x - size} ${y}Q${x} ${y} ${x} ${y - size}Z`;
}

/** A gear of `teeth` teeth with a round hole, for the even-odd fill rule. */
function gear(cx: number, cy: number, outer: number, inner: number, teeth: number, hole: number): string {
  const step = (Math.PI * 2) / teeth;
  const at = (radius: number, angle: number) =>
    `${round(cx + radius * Math.cos(angle))} ${round(cy + radius * Math.sin(angle))}`;
  const points: string[] = [];
  for (let tooth = 0; tooth < teeth; tooth += 1) {
    const angle = tooth * step;
    points.push(
      at(inner, angle - step * 0.32),
      at(outer, angle - step * 0.17),
      at(outer, angle + step * 0.17),
      at(inner, angle + step * 0.32),
    );
  }
  return `M${points.join('L')}ZM${cx + hole} ${cy}a${hole} ${hole} 0 1 0 ${-2 * hole} 0a${hole} ${hole} 0 1 0 ${2 * hole} 0Z`;
}

/** A heart of width `size` whose top dip sits at (x, y). */
function heart(x: number, y: number, size: number): string {
  const s = size / 32;
  return `M${x} ${round(y + 22 * s)}c${round(-10 * s)} ${round(-7 * s)} ${round(-16 * s)} ${round(-12 * s)} ${round(-16 * s)} ${round(-19 * s)}a${round(8 * s)} ${round(8 * s)} 0 0 1 ${round(16 * s)} ${round(-3 * s)}a${round(8 * s)} ${round(8 * s)} 0 0 1 ${round(16 * s)} ${round(3 * s)}c0 ${round(7 * s)} ${round(-6 * s)} ${round(12 * s)} ${round(-16 * s)} ${round(19 * s)}z`;
}

function Sparkles({ at }: { at: readonly [x: number, y: number, size: number, tone: 'accent' | 'primary'][] }) {
  return (
    <>
      {at.map(([x, y, size, tone]) => (
        <path
          key={`${x}-${y}`}
          className={tone === 'accent' ? styles.accent : styles.primary}
          d={sparkle(x, y, size)}
        />
      ))}
    </>
  );
}

/** A slot machine whose reels show nothing: no games here. */
function Empty() {
  return (
    <>
      <rect className={styles.bodyOutline} x="46" y="30" width="60" height="70" rx="10" />
      <rect className={styles.body} x="46" y="30" width="60" height="70" rx="10" />
      <rect className={styles.primary} x="52" y="20" width="48" height="16" rx="8" />
      <circle className={styles.onPrimary} cx="64" cy="28" r="2.5" />
      <circle className={styles.onPrimary} cx="76" cy="28" r="2.5" />
      <circle className={styles.onPrimary} cx="88" cy="28" r="2.5" />
      <rect className={styles.screen} x="53" y="44" width="46" height="28" rx="5" />
      <path className={styles.edge} d="M68.3 45v26M83.7 45v26" />
      <path className={styles.muted} d="M57 58h7M72 58h7M87.5 58h7" />
      <rect className={styles.panel} x="55" y="80" width="42" height="10" rx="5" />
      <circle className={styles.primary} cx="90" cy="85" r="3" />
      <rect className={styles.body} x="105" y="54" width="7" height="14" rx="3" />
      <path className={styles.muted} d="M109 60l8-20" />
      <circle className={styles.danger} cx="118" cy="37" r="5.5" />
      <Sparkles
        at={[
          [32, 34, 6, 'accent'],
          [128, 78, 4, 'primary'],
          [36, 80, 3.5, 'primary'],
        ]}
      />
    </>
  );
}

/** Cards under a magnifier that finds nothing: no results. */
function Search() {
  return (
    <>
      <g transform="rotate(-12 58 62)">
        <rect className={styles.bodyOutline} x="38" y="36" width="40" height="54" rx="6" />
        <rect className={styles.body} x="38" y="36" width="40" height="54" rx="6" />
        <path className={styles.primary} d={heart(50, 46, 10)} />
      </g>
      <rect className={styles.bodyOutline} x="60" y="28" width="40" height="54" rx="6" />
      <rect className={styles.panel} x="60" y="28" width="40" height="54" rx="6" />
      <circle className={styles.body} cx="92" cy="60" r="20" />
      <circle className={styles.primaryStroke} cx="92" cy="60" r="20" strokeWidth="6" />
      <path className={styles.primaryStroke} d="M107 75l15 15" strokeWidth="9" />
      <path className={styles.muted} d="M86.5 54.5a6 6 0 1 1 8.5 5.4c-1.8.8-3 2-3 4" />
      <circle className={styles.mutedFill} cx="92" cy="70" r="2.2" />
      <Sparkles
        at={[
          [30, 30, 5, 'accent'],
          [128, 32, 4, 'primary'],
          [130, 100, 3.5, 'accent'],
        ]}
      />
    </>
  );
}

/** A game tile with an empty, dashed heart: no favourites yet. */
function Favourites() {
  return (
    <>
      <rect className={styles.bodyOutline} x="50" y="20" width="60" height="80" rx="10" />
      <rect className={styles.body} x="50" y="20" width="60" height="80" rx="10" />
      <rect className={styles.panel} x="56" y="26" width="48" height="44" rx="6" />
      <path className={styles.dangerStroke} d={heart(80, 36, 30)} strokeWidth="3" strokeDasharray="4 4" />
      <rect className={styles.bar} x="58" y="78" width="36" height="5" rx="2.5" />
      <rect className={styles.bar} x="58" y="88" width="22" height="5" rx="2.5" />
      <path className={styles.danger} d={heart(124, 30, 14)} />
      <path className={styles.primary} d={heart(34, 58, 10)} />
      <Sparkles
        at={[
          [128, 70, 4, 'accent'],
          [36, 28, 4, 'primary'],
        ]}
      />
    </>
  );
}

/** A quiet bell over an empty tray: no announcements. */
function Notices() {
  return (
    <>
      <path className={styles.bodyOutline} d="M44 84h72l-6 16H50z" />
      <path className={styles.body} d="M44 84h72l-6 16H50z" />
      <circle className={styles.primary} cx="80" cy="20" r="4.5" />
      <path className={styles.primary} d="M80 22c-14 0-22 11-22 24v14l-7 10h58l-7-10V46c0-13-8-24-22-24z" />
      <circle className={styles.primaryDeep} cx="80" cy="76" r="6" />
      <path className={styles.onPrimaryStroke} d="M66 48c0-7 3.5-12 9-14" strokeWidth="3" opacity="0.45" />
      <path
        className={styles.muted}
        d="M112 30h10l-10 12h10M127 16h6l-6 7h6"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <Sparkles
        at={[
          [36, 36, 5, 'accent'],
          [40, 70, 3.5, 'primary'],
        ]}
      />
    </>
  );
}

/** A cracked casino chip with a warning: something went wrong. */
function ErrorPicture() {
  const notches = [0, 60, 120, 180, 240, 300];
  return (
    <>
      <circle className={styles.primary} cx="80" cy="58" r="34" />
      {notches.map((angle) => (
        <rect
          key={angle}
          className={styles.onPrimary}
          x="76"
          y="25"
          width="8"
          height="9"
          rx="2"
          opacity="0.8"
          transform={`rotate(${angle} 80 58)`}
        />
      ))}
      <circle className={styles.primaryDeep} cx="80" cy="58" r="18" />
      <circle className={styles.onPrimaryStroke} cx="80" cy="58" r="23" strokeWidth="2" strokeDasharray="3 4" />
      <path className={styles.cut} d="M72 22l8 17-6 12 11 13-8 14 9 17" strokeWidth="4" />
      <path className={styles.primary} d="M60 100l6-6 3 7zM94 104l5-7 4 6z" />
      <circle className={styles.danger} cx="116" cy="30" r="12" />
      <path className={styles.onDangerStroke} d="M116 23.5v8" strokeWidth="3.5" />
      <circle className={styles.onDanger} cx="116" cy="37" r="2" />
      <Sparkles
        at={[
          [34, 40, 5, 'accent'],
          [130, 84, 4, 'accent'],
        ]}
      />
    </>
  );
}

/** A cloud whose signal is struck through: offline. */
function Offline() {
  const cloud = (className: string) => (
    <g className={className}>
      <circle cx="60" cy="72" r="16" />
      <circle cx="82" cy="56" r="24" />
      <circle cx="104" cy="70" r="17" />
      <rect x="60" y="66" width="44" height="22" />
    </g>
  );
  return (
    <>
      {cloud(styles.bodyOutline)}
      {cloud(styles.body)}
      <path className={styles.muted} d="M64.4 64.4a22 22 0 0 1 31.2 0M70.1 70.1a14 14 0 0 1 19.8 0" strokeWidth="4" />
      <circle className={styles.mutedFill} cx="80" cy="78" r="3.2" />
      <path className={styles.cutOnBody} d="M64 50l33 34" strokeWidth="9" />
      <path className={styles.dangerStroke} d="M64 50l33 34" strokeWidth="4" />
      <Sparkles
        at={[
          [34, 36, 5, 'accent'],
          [128, 36, 4, 'primary'],
          [132, 96, 3.5, 'accent'],
        ]}
      />
    </>
  );
}

/** Two gears and a wrench: under maintenance. */
function Maintenance() {
  return (
    <>
      <path className={styles.primary} d={gear(68, 60, 30, 23, 9, 9)} fillRule="evenodd" />
      <path className={styles.accent} d={gear(108, 38, 15, 11, 7, 4.5)} fillRule="evenodd" />
      <path className={styles.muted} d="M94 98l22-22" strokeWidth="8" />
      <path className={styles.mutedFill} d="M113 64a10 10 0 0 1 13-4l-6 6 1 4 4 1 6-6a10 10 0 0 1-13 13z" />
      <Sparkles
        at={[
          [30, 30, 5, 'accent'],
          [134, 70, 4, 'primary'],
        ]}
      />
    </>
  );
}

/** A globe behind a locked shield: not available here. */
function Restricted() {
  return (
    <>
      <circle className={styles.body} cx="72" cy="56" r="32" />
      <circle className={styles.accentStroke} cx="72" cy="56" r="32" />
      <ellipse className={styles.accentStroke} cx="72" cy="56" rx="13" ry="32" />
      <path className={styles.accentStroke} d="M40 56h64M45 40h54M45 72h54" />
      <path
        className={styles.cut}
        d="M106 50l19 6.5v13c0 12.5-8 20-19 23.5-11-3.5-19-11-19-23.5v-13z"
        strokeWidth="6"
      />
      <path className={styles.danger} d="M106 50l19 6.5v13c0 12.5-8 20-19 23.5-11-3.5-19-11-19-23.5v-13z" />
      <rect className={styles.onDanger} x="99" y="68" width="14" height="11" rx="2" />
      <path className={styles.onDangerStroke} d="M101.5 68v-3.5a4.5 4.5 0 0 1 9 0V68" strokeWidth="2.5" />
      <Sparkles
        at={[
          [128, 30, 5, 'accent'],
          [30, 94, 4, 'primary'],
        ]}
      />
    </>
  );
}

const drawings: Record<IllustrationKind, () => ReactNode> = {
  empty: Empty,
  search: Search,
  favourites: Favourites,
  notices: Notices,
  error: ErrorPicture,
  offline: Offline,
  maintenance: Maintenance,
  restricted: Restricted,
};

/**
 * A small scene for a state the player did not expect (nothing found, offline, maintenance), drawn here in the
 * theme's colours: a brand with other colours gets its own pictures with no asset to ship.
 */
export function Illustration({ kind, size = 'medium', label }: IllustrationProps) {
  // Gradient ids must be unique per drawing and valid in url(#…).
  const glowId = `glow${useId().replace(/[^\w-]/g, '')}`;
  const Drawing = drawings[kind];
  return (
    <svg
      className={styles.root({ size })}
      viewBox="0 0 160 120"
      data-illustration={kind}
      focusable="false"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <defs>
        <radialGradient id={glowId}>
          <stop offset="0" className={styles.glowStop} stopOpacity="0.32" />
          <stop offset="1" className={styles.glowStop} stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="80" cy="58" r="56" fill={`url(#${glowId})`} />
      <ellipse className={styles.shadow} cx="80" cy="108" rx="42" ry="5" opacity="0.5" />
      <Drawing />
    </svg>
  );
}
