import { createContext, type ReactNode, startTransition, use, useEffect, useState } from 'react';
import type { AppServices } from '../services/appServices.ts';
import type { Navigator } from '../services/navigator.ts';

/** The services, which load after the first screen has painted, and the router's navigator, which exists at once. */
export interface AppServicesSource {
  /** Settles once the services have loaded and their long-lived actors have started. */
  services: Promise<AppServices>;
  /** Starts loading the services; later calls do nothing. */
  load(): void;
  navigator: Navigator;
}

const AppServicesContext = createContext<AppServicesSource | null>(null);

export function AppServicesProvider({ source, children }: { source: AppServicesSource; children: ReactNode }) {
  return <AppServicesContext value={source}>{children}</AppServicesContext>;
}

function useSource(): AppServicesSource {
  const source = use(AppServicesContext);
  if (!source) throw new Error('the app layer needs an <AppServicesProvider> above it');
  return source;
}

/**
 * The app's services; screens reach them only through the hooks of this package. Suspends until they have loaded,
 * so a part of a screen that needs them sits inside a <Suspense> boundary with its placeholder.
 */
export function useAppServices(): AppServices {
  return use(useSource().services);
}

/**
 * What `load` gives once the services are in, none until then: for a part drawn before its code (the login form, a
 * category's games), which asks for its live code only once the services are in, so that code does not share the
 * link with the part's own files. The value comes in a transition, so it takes the drawing's place at once: shown as
 * a placeholder's content instead, React would hold it until 300 ms after the drawing appeared. A failure to load
 * reaches the part's error boundary, whose retry draws the part again. `load` is a module's function (its identity
 * starts the load again).
 */
export function useAfterServices<T>(load: (services: AppServices) => Promise<T>): T | undefined {
  const services = useSource().services;
  const [loaded, setLoaded] = useState<{ value: T } | { error: unknown }>();
  useEffect(() => {
    let current = true;
    services.then(load).then(
      (value) => current && startTransition(() => setLoaded({ value })),
      (error: unknown) => current && setLoaded({ error }),
    );
    return () => {
      current = false;
    };
  }, [services, load]);
  if (loaded && 'error' in loaded) throw loaded.error;
  return loaded?.value;
}

/** The navigator the machines use, bound to the router by NavigationBridge. Never suspends. */
export function useNavigator(): Navigator {
  return useSource().navigator;
}

/**
 * Placed after a screen's content: once the screen has committed (its own placeholders included), the services start
 * loading. The machines never compete with a screen's first paint for a slow link's bandwidth.
 */
export function LoadServicesAfterScreen() {
  const { load } = useSource();
  useEffect(() => {
    // When the browser is next idle, after the screen's frame; at the latest after 1 s.
    if (typeof requestIdleCallback !== 'function') return load();
    const idle = requestIdleCallback(load, { timeout: 1_000 });
    return () => cancelIdleCallback(idle);
  }, [load]);
  return null;
}

/**
 * Renders its children once the services have loaded (suspending until then), so that code only they need, such as a
 * lazily loaded part of the header, is not even requested during the first paint.
 */
export function AfterServices({ children }: { children: ReactNode }) {
  useAppServices();
  return children;
}
