import { UNKNOWN_ERROR } from '@wl/domain/error-code';
import type { SystemStatus } from '@wl/domain/system-status';
import type { systemStatusMachine } from '@wl/domain/system-status-machine';
import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { useAppServices } from './AppServicesContext.tsx';

export type SystemStatusView =
  | { state: 'checking'; status?: SystemStatus }
  /** `error`: the last check failed, and the status is the one cached before it (why it could not be checked). */
  | { state: 'known'; status: SystemStatus; error?: string }
  | { state: 'unreachable'; error: string };

/** The status machine's snapshot as a screen reads it. */
export function systemStatusView(snapshot: SnapshotFrom<typeof systemStatusMachine>): SystemStatusView {
  const { context } = snapshot;
  if (snapshot.matches('unreachable')) return { state: 'unreachable', error: context.error ?? UNKNOWN_ERROR };
  if (snapshot.hasTag('checking') || context.status === undefined) {
    return context.status === undefined ? { state: 'checking' } : { state: 'checking', status: context.status };
  }
  return context.error === undefined
    ? { state: 'known', status: context.status }
    : { state: 'known', status: context.status, error: context.error };
}

/**
 * The platform status as a screen shows it: still checking (with the cached status, if any), known (with why the last
 * check failed, when the status shown is the cached one), or unreachable with the reason. `retry` asks the gateway
 * again.
 */
export function useSystemStatus(): SystemStatusView & { retry: () => void } {
  const { status } = useAppServices();
  const view = useSelector(status, systemStatusView, sameView);
  return { ...view, retry: () => status.send({ type: 'RETRY' }) };
}

function sameView(a: SystemStatusView, b: SystemStatusView): boolean {
  return (
    a.state === b.state &&
    ('status' in a ? a.status : undefined) === ('status' in b ? b.status : undefined) &&
    ('error' in a ? a.error : undefined) === ('error' in b ? b.error : undefined)
  );
}
