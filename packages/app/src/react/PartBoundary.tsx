import { Component, type ReactNode, Suspense, use } from 'react';
import { AfterServices, useAppServices } from './AppServicesContext.tsx';

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

export interface ServicesPartProps {
  /** What shows until the part is there; nothing when left out. */
  waiting?: ReactNode;
  /**
   * The part loads once the first screen's calls have been answered, not as soon as the services are in: on a slow
   * link its code and its own calls then come after what the screen shows (the site footer, the footer menu).
   */
  afterScreen?: boolean;
  children: ReactNode;
}

/**
 * A part of the page that needs the services: `waiting` shows until they and the part's code are in, and stays when
 * that code is lost on a bad connection (the header's member part shows the visitor's header until then, the footer
 * a bar of its size, the popups nothing).
 */
export function ServicesPart({ waiting = null, afterScreen = false, children }: ServicesPartProps) {
  return (
    <PartBoundary fallback={waiting}>
      <Suspense fallback={waiting}>
        <AfterServices>{afterScreen ? <AfterFirstScreen>{children}</AfterFirstScreen> : children}</AfterServices>
      </Suspense>
    </PartBoundary>
  );
}

function AfterFirstScreen({ children }: { children: ReactNode }) {
  use(useAppServices().firstScreenAnswered());
  return children;
}
