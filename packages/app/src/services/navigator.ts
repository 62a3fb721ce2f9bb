import type { Navigation } from '@wl/domain/navigation';

/** How the router moves: react-router's `navigate` in the apps, a recorder in tests. */
export type NavigateFunction = (to: string | number, options?: { replace?: boolean }) => void;

export interface Navigator {
  /** Carries out a machine's navigation with the bound router. */
  go(navigation: Navigation): void;
  /** The router binds itself once it is mounted; before that, navigations wait for it. */
  bind(navigate: NavigateFunction): () => void;
}

/**
 * The bridge between machines, which say where a person goes, and the router, which lives inside React. Machines
 * start before the router mounts (the session is read at boot), so an early navigation is held until it binds.
 */
export function createNavigator(): Navigator {
  let bound: NavigateFunction | undefined;
  const waiting: Navigation[] = [];
  function carry(navigate: NavigateFunction, navigation: Navigation) {
    if ('back' in navigation) navigate(-1);
    else navigate(navigation.to, navigation.replace ? { replace: true } : undefined);
  }
  return {
    go(navigation) {
      if (bound) carry(bound, navigation);
      else waiting.push(navigation);
    },
    bind(navigate) {
      bound = navigate;
      for (const navigation of waiting.splice(0)) carry(navigate, navigation);
      return () => {
        if (bound === navigate) bound = undefined;
      };
    },
  };
}
