import type { SystemStatus } from '@wl/domain/system-status';
import { useSelector } from '@xstate/react';
import { useAppServices } from './AppServicesContext.tsx';

export type SystemStatusView =
  | { state: 'checking'; status?: SystemStatus }
  | { state: 'known'; status: SystemStatus }
  | { state: 'unreachable'; error: string };

/**
 * The platform status as a screen shows it: still checking (with the cached status, if any), known, or unreachable
 * with the reason. `retry` asks the gateway again.
 */
export function useSystemStatus(): SystemStatusView & { retry: () => void } {
  const { status } = useAppServices();
  const view = useSelector(
    status,
    (snapshot): SystemStatusView => {
      const { context } = snapshot;
      if (snapshot.matches('unreachable')) return { state: 'unreachable', error: context.error ?? 'unknown.error' };
      if (snapshot.hasTag('checking') || context.status === undefined) {
        return context.status === undefined ? { state: 'checking' } : { state: 'checking', status: context.status };
      }
      return { state: 'known', status: context.status };
    },
    sameView,
  );
  return { ...view, retry: () => status.send({ type: 'RETRY' }) };
}

function sameView(a: SystemStatusView, b: SystemStatusView): boolean {
  return (
    a.state === b.state &&
    ('status' in a ? a.status : undefined) === ('status' in b ? b.status : undefined) &&
    ('error' in a ? a.error : undefined) === ('error' in b ? b.error : undefined)
  );
}
