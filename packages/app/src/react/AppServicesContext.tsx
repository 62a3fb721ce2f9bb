import { createContext, type ReactNode, use, useEffect } from 'react';
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
 * The services as a promise, without suspending: for a part that keeps drawing something of its own until they have
 * come (the login form's frame), and then changes over in a transition.
 */
export function useServicesPromise(): Promise<AppServices> {
  return useSource().services;
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
