import { Component, type ReactNode, Suspense } from 'react';
import { AfterServices } from './AppServicesContext.tsx';

export interface PartBoundaryProps {
  children: ReactNode;
  /** What the part shows instead; nothing when left out. */
  fallback?: ReactNode;
}

/**
 * A part of the page outside its screen (the header's member part, the footers, the status gate, the popups) whose
 * code could not load, a chunk lost on a bad connection, or whose render broke: it shows its fallback and the rest of
 * the page stays. Above these parts there is no screen's boundary, and an error reaching the root would leave the
 * whole page blank. The error is still reported (`startApp`'s `onCaughtError`). A lost chunk is not asked for again
 * by the part: the screen's own boundary offers to load the page again.
 */
export class PartBoundary extends Component<PartBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}

/**
 * A part of the page that needs the services: `waiting` shows until they and the part's code are in, and stays when
 * that code is lost on a bad connection (the header's member part shows the visitor's header until then, the footer
 * a bar of its size, the popups nothing).
 */
export function ServicesPart({ waiting = null, children }: { waiting?: ReactNode; children: ReactNode }) {
  return (
    <PartBoundary fallback={waiting}>
      <Suspense fallback={waiting}>
        <AfterServices>{children}</AfterServices>
      </Suspense>
    </PartBoundary>
  );
}
