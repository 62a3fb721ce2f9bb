import { Component, type ComponentType, lazy, type ReactNode, Suspense, use } from 'react';
import { AfterServices, useAppServices } from './AppServicesContext.tsx';

/** How long a part whose code could not load waits before asking for it again, when the browser says nothing. */
export const PART_RETRY_MS = 15_000;

/** The parts whose code was lost, each with how to ask for it again. */
const lostParts = new Set<() => void>();

/** A part's code that could not load: its boundary asks for it again later. */
export class PartLoadFailed extends Error {
  override name = 'PartLoadFailed';
}

/**
 * Like React's `lazy`, for a part of the page (`load` gives the component): when its code cannot load, a chunk lost
 * on a bad connection, the part's next render asks for it again, where `lazy` keeps the failure for the life of the
 * page. Its PartBoundary renders it again once the browser is back online, or after `PART_RETRY_MS`.
 */
export function lazyPart<TProps extends object>(load: () => Promise<ComponentType<TProps>>): ComponentType<TProps> {
  const fresh = () =>
    lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (cause: unknown) => {
          // Asked for again only when a boundary says so, not at every render while the connection is down.
          lostParts.add(() => {
            current = fresh();
          });
          throw new PartLoadFailed('a part of the page could not load', { cause });
        },
      ),
    );
  let current = fresh();
  return function Part(props: TProps) {
    const Current = current as ComponentType<TProps>;
    return <Current {...props} />;
  };
}

export interface PartBoundaryProps {
  children: ReactNode;
  /** What the part shows instead; nothing when left out. */
  fallback?: ReactNode;
}

/**
 * A part of the page outside its screen (the header's member part, the footers, the status gate, the popups) whose
 * code could not load, a chunk lost on a bad connection, or whose render broke: it shows its fallback and the rest of
 * the page stays. Above these parts there is no screen's boundary, and an error reaching the root would leave the
 * whole page blank. The error is still reported (`startApp`'s `onCaughtError`). A part loaded with `lazyPart` whose
 * chunk was lost is asked for again once the browser is back online, or after `PART_RETRY_MS`.
 */
export class PartBoundary extends Component<PartBoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  private stopWaiting: (() => void) | undefined;

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  /**
   * A part whose code was lost is asked for again once the browser is back online, or after a while; a part whose
   * render broke stays as its fallback.
   */
  override componentDidCatch(error: unknown) {
    if (!(error instanceof PartLoadFailed)) return;
    this.stopWaiting?.();
    const again = () => {
      this.stopWaiting?.();
      for (const askAgain of lostParts) askAgain();
      lostParts.clear();
      this.setState({ failed: false });
    };
    const timer = setTimeout(again, PART_RETRY_MS);
    window.addEventListener('online', again);
    this.stopWaiting = () => {
      clearTimeout(timer);
      window.removeEventListener('online', again);
      this.stopWaiting = undefined;
    };
  }

  override componentWillUnmount() {
    this.stopWaiting?.();
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
