import { type ComponentType, lazy } from 'react';

export interface LazyScreen<TProps extends object> {
  Screen: ComponentType<TProps>;
  /** Starts fetching the screen's code (the first URL's screen, while the catalogues load). */
  preload(): Promise<unknown>;
}

/**
 * A screen whose code loads on demand, like `React.lazy`, except that once its code is there it renders at once:
 * the first URL's screen, fetched while the catalogues load, paints in the same frame as the header instead of one
 * Suspense round later (which cost the home page about 600 ms of Lighthouse's LCP on a slow phone).
 */
export function lazyScreen<TProps extends object>(load: () => Promise<ComponentType<TProps>>): LazyScreen<TProps> {
  let loaded: ComponentType<TProps> | undefined;
  let pending: Promise<ComponentType<TProps>> | undefined;
  const preload = () => {
    pending ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return pending;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Screen(props: TProps) {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  return { Screen, preload };
}
