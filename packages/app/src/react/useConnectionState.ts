import { type ConnectionState, connectionState } from '@wl/domain/connection';
import { useSyncExternalStore } from 'react';

interface NetworkInformation extends EventTarget {
  effectiveType?: string;
  rtt?: number;
}

function networkInformation(): NetworkInformation | undefined {
  return (navigator as Navigator & { connection?: NetworkInformation }).connection;
}

function subscribe(changed: () => void): () => void {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  const network = networkInformation();
  network?.addEventListener('change', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
    network?.removeEventListener('change', changed);
  };
}

function read(): ConnectionState {
  const network = networkInformation();
  return connectionState({
    online: navigator.onLine,
    ...(network?.effectiveType ? { effectiveType: network.effectiveType } : {}),
    ...(typeof network?.rtt === 'number' ? { rtt: network.rtt } : {}),
  });
}

/** The connection as the banner reports it (online, slow, offline), following the browser's events. */
export function useConnectionState(): ConnectionState {
  return useSyncExternalStore(subscribe, read, () => 'online');
}
