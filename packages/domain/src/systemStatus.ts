/**
 * System status as the gateway reports it and as the product acts on it. Maintenance wins when both flags are set;
 * the legacy numeric cache value keeps the first document's reading (0 ok, 1 maintenance, 2 region restriction).
 */
export type SystemStatus = 'ok' | 'maintenance' | 'restricted';
export type LegacyStatusCode = 0 | 1 | 2;

export interface StatusFlags {
  maintenance: boolean;
  regionRestriction: boolean;
}

export function systemStatus({ maintenance, regionRestriction }: StatusFlags): SystemStatus {
  if (maintenance) return 'maintenance';
  if (regionRestriction) return 'restricted';
  return 'ok';
}

const LEGACY_CODES: Record<SystemStatus, LegacyStatusCode> = { ok: 0, maintenance: 1, restricted: 2 };

export function legacyStatusCode(status: SystemStatus): LegacyStatusCode {
  return LEGACY_CODES[status];
}

export function statusFromLegacyCode(code: unknown): SystemStatus | undefined {
  const entry = Object.entries(LEGACY_CODES).find(([, value]) => value === code);
  return entry?.[0] as SystemStatus | undefined;
}
