/** What the connection banner says: nothing while online, or that the link is slow or gone. */
export type ConnectionState = 'online' | 'slow' | 'offline';

/** The Network Information API's reading, where the browser has it (Chromium on Android does). */
export interface ConnectionReading {
  online: boolean;
  /** `slow-2g`, `2g`, `3g` or `4g`. */
  effectiveType?: string;
  /** Round-trip time estimate in milliseconds. */
  rtt?: number;
}

/** Above this round trip a page feels stuck: the banner says the connection is slow (Chromium's 2G threshold). */
export const SLOW_ROUND_TRIP_MS = 1_400;

/**
 * Offline when the browser says so; slow on a 2G-class link or a round trip over 1,400 ms; online otherwise,
 * including where the browser gives no reading.
 */
export function connectionState({ online, effectiveType, rtt }: ConnectionReading): ConnectionState {
  if (!online) return 'offline';
  if (effectiveType === 'slow-2g' || effectiveType === '2g') return 'slow';
  if ((rtt ?? 0) > SLOW_ROUND_TRIP_MS) return 'slow';
  return 'online';
}
