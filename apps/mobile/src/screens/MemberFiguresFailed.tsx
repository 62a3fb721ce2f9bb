import { LoadFailed } from '@wl/app/load-failed';
import { useSession } from '@wl/app/session';

/**
 * Above a member's page: why the member's details or balance could not be read, with Try again, while the page shows
 * what it has. Nothing once they were read. Needs the services: render it inside a Suspense boundary.
 */
export function MemberFiguresFailed() {
  const session = useSession();
  if (!session.failure) return null;
  return <LoadFailed error={session.failure} onRetry={session.renew} size="compact" />;
}
