import { useConnectionState } from '@wl/app/connection';
import { ConnectionBanner } from '@wl/ui/connection-banner';

/** The slow-connection and no-internet banners under the header. */
export function ConnectionStatus() {
  const state = useConnectionState();
  return <ConnectionBanner state={state} />;
}
