import { errorCodeOf } from '@wl/domain/error-code';
import { useEffect } from 'react';
import { LoadFailed } from '../screens/LoadFailed.tsx';
import { retryOf, whenRetried } from '../services/failure.ts';

export interface RouteFailedProps {
  /** What the screen threw: a read's kept failure, or a lost chunk or fault of the page. */
  error: unknown;
  /** The failure was asked again (by this Try again or another part's): the screen renders again. */
  onRetried: () => void;
}

/**
 * A screen that could not load says why in the person's language. Its Try again asks the failed read again and renders
 * the screen anew; a screen whose code was lost (or that broke) is loaded again with the page.
 */
export function RouteFailed({ error, onRetried }: RouteFailedProps) {
  useEffect(() => whenRetried(error, onRetried), [error, onRetried]);
  return <LoadFailed error={errorCodeOf(error)} onRetry={retryOf(error) ?? (() => window.location.reload())} />;
}
