import { errorCodeOf } from '@wl/domain/error-code';
import { Component, type ReactNode } from 'react';
import { retryOf, whenRetried } from '../services/failure.ts';

/** A part's failed read, for its fallback: why (an errors catalogue key) and the Try again that asks again. */
export interface PartFailure {
  error: string;
  retry: () => void;
}

export interface FailureBoundaryProps {
  children: ReactNode;
  /** What the part shows while its read has failed; nothing when left out. */
  fallback?: (failure: PartFailure) => ReactNode;
}

interface FailureBoundaryState {
  failure?: { error: unknown };
}

/**
 * A part of the page whose data could not be read (a failure its source keeps, such as the merchant's settings) shows
 * its fallback instead of taking the page down with it, and renders again once the failure is asked again, by its own
 * Try again or another part's. Any other error (a lost chunk, a fault of the page) goes on to the boundary above.
 */
export class FailureBoundary extends Component<FailureBoundaryProps, FailureBoundaryState> {
  override state: FailureBoundaryState = {};
  private stopWatching: (() => void) | undefined;

  static getDerivedStateFromError(error: unknown): FailureBoundaryState {
    return { failure: { error } };
  }

  override componentDidUpdate(_: FailureBoundaryProps, before: FailureBoundaryState) {
    if (before.failure === this.state.failure) return;
    this.stopWatching?.();
    this.stopWatching = undefined;
    const { failure } = this.state;
    if (failure) this.stopWatching = whenRetried(failure.error, () => this.setState({ failure: undefined }));
  }

  override componentWillUnmount() {
    this.stopWatching?.();
  }

  override render() {
    const { failure } = this.state;
    if (!failure) return this.props.children;
    const retry = retryOf(failure.error);
    // Not a read's failure: the route's boundary says so and offers to load the page again.
    if (!retry) throw failure.error;
    return this.props.fallback?.({ error: errorCodeOf(failure.error), retry }) ?? null;
  }
}
