import type { ReactNode } from 'react';
import * as styles from './AppDownloadPage.css.ts';

export const guideDiagrams = ['downloadApk', 'allowInstall', 'openApp', 'openSafari', 'tapShare', 'addToHome'] as const;
export type GuideDiagram = (typeof guideDiagrams)[number];

/** A tap: two rings spreading from where the finger lands, the target still visible inside. */
function Tap({ x, y }: { x: number; y: number }) {
  return (
    <>
      <circle className={styles.tap} cx={x} cy={y} r="6.5" />
      <circle className={styles.tapOuter} cx={x} cy={y} r="9.5" />
    </>
  );
}

/** What each step's screen shows, drawn on the 64 x 96 phone's 40 x 70 screen (from 12,12). */
const screens: Record<GuideDiagram, () => ReactNode> = {
  downloadApk: () => (
    <>
      <circle className={styles.accent} cx="32" cy="38" r="12" />
      <path className={styles.onAccentLine} d="M32 31v13M27 39l5 5 5-5" />
      <rect className={styles.track} x="18" y="60" width="28" height="4" rx="2" />
      <rect className={styles.accent} x="18" y="60" width="19" height="4" rx="2" />
      <rect className={styles.muted} x="22" y="68" width="20" height="3" rx="1.5" />
    </>
  ),
  allowInstall: () => (
    <>
      <rect className={styles.card} x="15" y="26" width="34" height="36" rx="4" />
      <path className={styles.accentLine} d="M32 31l6 2.5v4c0 3.5-2.5 5.5-6 6.5-3.5-1-6-3-6-6.5v-4z" />
      <rect className={styles.muted} x="19" y="49" width="14" height="3" rx="1.5" />
      <rect className={styles.accent} x="35" y="47" width="11" height="7" rx="3.5" />
      <circle className={styles.onAccent} cx="42.5" cy="50.5" r="2.5" />
      <Tap x={41} y={51} />
    </>
  ),
  openApp: () => (
    <>
      {[0, 1, 2].flatMap((row) =>
        [0, 1, 2].map((column) => (
          <rect
            key={`${row}-${column}`}
            className={row === 1 && column === 1 ? styles.accent : styles.track}
            x={16 + column * 12}
            y={22 + row * 14}
            width="8"
            height="8"
            rx="2"
          />
        )),
      )}
      <Tap x={32} y={40} />
    </>
  ),
  openSafari: () => (
    <>
      <circle className={styles.accentLine} cx="32" cy="42" r="13" />
      <path className={styles.accent} d="M38 36l-4 8-8 4 4-8z" />
      <circle className={styles.onAccent} cx="32" cy="42" r="1.5" />
      <rect className={styles.muted} x="18" y="64" width="28" height="3" rx="1.5" />
    </>
  ),
  tapShare: () => (
    <>
      <rect className={styles.muted} x="17" y="20" width="30" height="3" rx="1.5" />
      <rect className={styles.track} x="17" y="27" width="24" height="3" rx="1.5" />
      <rect className={styles.track} x="17" y="34" width="27" height="3" rx="1.5" />
      <rect className={styles.card} x="12" y="68" width="40" height="14" />
      <rect className={styles.track} x="16" y="73" width="5" height="4" rx="1" />
      <rect className={styles.track} x="43" y="73" width="5" height="4" rx="1" />
      <path className={styles.accentLine} d="M32 70.5v7M29.5 73l2.5-2.5 2.5 2.5M28.5 75.5v4.5h7v-4.5" />
      <Tap x={32} y={75} />
    </>
  ),
  addToHome: () => (
    <>
      <rect className={styles.track} x="17" y="20" width="30" height="3" rx="1.5" />
      <rect className={styles.card} x="12" y="38" width="40" height="44" rx="4" />
      <rect className={styles.track} x="17" y="44" width="22" height="3" rx="1.5" />
      <rect className={styles.track} x="17" y="51" width="26" height="3" rx="1.5" />
      <rect className={styles.highlight} x="14" y="58" width="36" height="11" rx="2" />
      <rect className={styles.accentLine} x="17" y="60.5" width="6" height="6" rx="1.5" />
      <path className={styles.accentLine} d="M20 61.8v3.4M18.3 63.5h3.4" />
      <rect className={styles.muted} x="26" y="62" width="18" height="3" rx="1.5" />
      <rect className={styles.track} x="17" y="73" width="20" height="3" rx="1.5" />
      <Tap x={40} y={63.5} />
    </>
  ),
};

/** A phone showing one install step; decorative, the step's words say the same. */
export function InstallDiagram({ name }: { name: GuideDiagram }) {
  return (
    <svg className={styles.diagram} viewBox="0 0 64 96" aria-hidden="true" focusable="false" data-diagram={name}>
      <rect className={styles.phone} x="8" y="3" width="48" height="90" rx="9" />
      <rect className={styles.screen} x="12" y="12" width="40" height="70" rx="3" />
      <rect className={styles.track} x="27" y="6.5" width="10" height="2" rx="1" />
      <circle className={styles.track} cx="32" cy="87.5" r="2.5" />
      {screens[name]()}
    </svg>
  );
}
