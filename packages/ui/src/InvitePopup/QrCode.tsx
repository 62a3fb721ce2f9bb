import { useMemo } from 'react';
import * as styles from './InvitePopup.css.ts';
import { encodeQr, qrPath } from './qrCode.ts';

/** The standard's quiet zone: four light modules on every side. */
const QUIET_ZONE = 4;

export interface QrCodeProps {
  /** The text to encode (a link), up to 213 bytes. */
  value: string;
  /** What the code holds, for screen readers ("QR code of your invite link"). */
  label: string;
}

/** A QR code drawn as one SVG path, crisp at any size, in the theme's text and background colours. */
export function QrCode({ value, label }: QrCodeProps) {
  const { path, extent } = useMemo(() => {
    const code = encodeQr(value);
    return { path: qrPath(code, QUIET_ZONE), extent: code.size + QUIET_ZONE * 2 };
  }, [value]);
  return (
    <svg
      className={styles.qr}
      viewBox={`0 0 ${extent} ${extent}`}
      shapeRendering="crispEdges"
      role="img"
      aria-label={label}
      data-qr-value={value}
    >
      <rect className={styles.qrLight} width={extent} height={extent} />
      <path className={styles.qrDark} d={path} />
    </svg>
  );
}
