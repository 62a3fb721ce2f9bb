import type { LanguageCode } from '@wl/i18n/languages';
import { createI18n, documentLanguage, loadNamespaces, ON_DEMAND_NAMESPACES } from '@wl/i18n/setup';
import { darkTheme } from '@wl/ui/theme';
import { type Translate, UiTextProvider } from '@wl/ui/ui-text';
import { type ReactNode, StrictMode, startTransition, useEffect, useLayoutEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { BrowserRouter, type RouteObject, useRoutes } from 'react-router';
import { AppServicesProvider, type AppServicesSource } from '../react/AppServicesContext.tsx';
import { NavigationBridge } from '../react/NavigationBridge.tsx';
import type { AppServices } from '../services/appServices.ts';
import { createNavigator } from '../services/navigator.ts';
import { askFirstPageEarly, type EarlyRequestsOf, fetchEarlyImage, MERCHANT, storageOf } from './firstPageEarly.ts';
import { handOverKeptBanner } from './keptBannerShell.ts';
import { provideScreenTexts } from './screenTexts.ts';

export interface StartAppOptions {
  /** The app's own routes and screens; everything around them is the same for every app. */
  routes: RouteObject[];
  /** Starts fetching the first screen's code while the catalogues load: one round trip less on a slow link. */
  preload?: (pathname: string) => void;
  /** The catalogue namespaces the first screen of a path needs before it renders (the home page's by default). */
  firstRenderNamespaces?: (pathname: string) => readonly string[];
  /** The public answers the first screen of a path shows first (see `EarlyRequestsOf`), unless the page asked them. */
  earlyRequests?: EarlyRequestsOf;
  /**
   * The images the first screen of a path paints first, as far as the boot knows them (home's banner that the last
   * visit kept): fetched and decoded at once, so they are ready when the screen renders. Called after the early
   * requests have been asked.
   */
  earlyImages?: (pathname: string) => readonly string[];
  /**
   * Whether the first screen of a path draws an amount in its first view (home's jackpot, the member centre's
   * balance): the browser's number data then loads in a task of its own before that render, instead of inside it. A
   * first screen without amounts leaves it for later. Every path does, when left out.
   */
  amountsFirst?: (pathname: string) => boolean;
  /** The service worker's address, for a site players install; registered after the first load. */
  serviceWorker?: string;
}

/** The kit's own words (labels such as "Show password") follow the interface language. */
function KitText({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return <UiTextProvider t={t as Translate}>{children}</UiTextProvider>;
}

function Routes({ routes, services }: { routes: RouteObject[]; services: Promise<unknown> }) {
  // The banner the page's own script drew before this code ran gives way at the first commit, which draws the
  // page itself (docs/decisions.md, "A repeat visit").
  useLayoutEffect(handOverKeptBanner, []);
  useDrawnAgainOnceSettled(services);
  return useRoutes(routes);
}

/**
 * Draws the screen again, as a transition, once the services have settled: the parts waiting for them then show at
 * once. Left to itself, React reveals a waiting part in a retry that it holds back until 300 ms after the last
 * placeholder showed, and the services come well within that on a fast phone (docs/decisions.md, "The parts waiting
 * for the services show when they come").
 */
function useDrawnAgainOnceSettled(services: Promise<unknown>): void {
  const [, setSettled] = useState(false);
  useEffect(() => {
    let current = true;
    const drawAgain = () => {
      if (current) startTransition(() => setSettled(true));
    };
    services.then(drawAgain, drawAgain);
    return () => {
      current = false;
    };
  }, [services]);
}

/**
 * Boots an app: the theme, the language (with `lang` and `dir` on <html>) and the providers every screen relies on,
 * then renders the app's routes. The services (API clients, machines, the session and status actors) load once the
 * first screen has painted: what needs them suspends until they are there (docs/decisions.md, "The app layer").
 */
export async function startApp({
  routes,
  preload,
  firstRenderNamespaces,
  earlyRequests,
  earlyImages,
  amountsFirst,
  serviceWorker,
}: StartAppOptions): Promise<void> {
  preload?.(window.location.pathname);
  // The page's first number format, whatever its locale, loads the browser's number data (about 50 to 70 ms on the
  // 4x slower CPU). Made while the first chunks download, it is paid in a task of its own before the first render,
  // not inside the render that first shows an amount (home's jackpot). A first screen without amounts has no such
  // render to spare, and the task would only block it (docs/decisions.md, "Number data first").
  if (amountsFirst?.(window.location.pathname) ?? true) setTimeout(() => (0).toLocaleString());
  const root = document.documentElement;
  root.classList.add(darkTheme);

  const local = storageOf(() => window.localStorage);
  const session = storageOf(() => window.sessionStorage);
  // Where the page's first script asked them already, this asks nothing.
  if (earlyRequests) askFirstPageEarly(earlyRequests);
  for (const src of earlyImages?.(window.location.pathname) ?? []) fetchEarlyImage(src);
  const i18n = await createI18n({
    search: window.location.search,
    ...(local ? { storage: local } : {}),
    ...(firstRenderNamespaces ? { firstRender: firstRenderNamespaces(window.location.pathname) } : {}),
  });
  provideScreenTexts(() => loadNamespaces(i18n, ON_DEMAND_NAMESPACES));
  const applyLanguage = (code: string) => Object.assign(root, documentLanguage(code as LanguageCode));
  applyLanguage(i18n.language);
  i18n.on('languageChanged', applyLanguage);

  const navigator = createNavigator();
  let resolve: (services: AppServices) => void = () => {};
  let reject: (cause: unknown) => void = () => {};
  const services = new Promise<AppServices>((settle, fail) => {
    resolve = settle;
    reject = fail;
  });
  let loading = false;
  const source: AppServicesSource = {
    services,
    navigator,
    load() {
      if (loading) return;
      loading = true;
      // A chunk lost on a bad connection reaches the screen's error boundary, which offers to try again.
      import('./browserServices.ts').then(async ({ startBrowserServices }) => {
        // The services' code has just run, in a task of its own; creating and starting them is another, so that on
        // a slow phone neither blocks the page for as long as both would (docs/decisions.md, "The services in two
        // tasks").
        await new Promise((settle) => setTimeout(settle));
        try {
          resolve(
            startBrowserServices({
              merchant: MERCHANT,
              language: () => i18n.language,
              storage: { local, session },
              navigator,
            }),
          );
        } catch (error) {
          reject(error);
        }
      }, reject);
    },
  };

  const app = createRoot(document.getElementById('root') as HTMLElement, {
    // A read's failure that a screen shows with its reason is no fault of the page; anything else an error boundary
    // caught is reported, with where it happened. The rule comes with the services' code, not the first render's.
    onCaughtError: (error, { componentStack }) =>
      void import('./browserServices.ts').then(({ isKeptFailure }) => {
        if (!isKeptFailure(error)) console.error(error, componentStack);
      }),
  });
  // As a transition: React yields to the browser while it renders the first screen, instead of one long task that
  // blocks a slow phone (docs/decisions.md, "The first render is a transition").
  startTransition(() =>
    app.render(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <KitText>
            <AppServicesProvider source={source}>
              <BrowserRouter>
                <NavigationBridge />
                <Routes routes={routes} services={services} />
              </BrowserRouter>
            </AppServicesProvider>
          </KitText>
        </I18nextProvider>
      </StrictMode>,
    ),
  );
  if (serviceWorker) {
    // The registration's code loads once the page has and the services have started: nothing of it is needed to draw
    // the first screen, and on a slow link its request would share the link with the first screen's own.
    const register = () => {
      import('./serviceWorker.ts').then(
        ({ registerServiceWorker }) => registerServiceWorker(serviceWorker),
        // A chunk lost on a bad connection costs only the worker: the site runs as before.
        () => {},
      );
    };
    const loaded = new Promise((settle) => {
      if (document.readyState === 'complete') settle(undefined);
      else window.addEventListener('load', settle, { once: true });
    });
    void Promise.all([loaded, services.catch(() => {})]).then(register);
  }
}
