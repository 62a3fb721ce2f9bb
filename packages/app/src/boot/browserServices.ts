import { indexedDbKeyStore } from '@wl/api/remembered-login';
import { type AppServices, createAppServices } from '../services/appServices.ts';
import type { Navigator as RouterNavigator } from '../services/navigator.ts';
import type { BrowserStorage } from '../services/sessionStore.ts';
import { withEarlyAnswers } from './earlyAnswers.ts';
import { deviceHeader } from './installedApp.ts';

/**
 * The services as the browser runs them: this page's storage, IndexedDB for the device key, the page's origin, and
 * the answers the boot asked for early.
 */
export function startBrowserServices(options: {
  merchant: string;
  language: () => string;
  storage: BrowserStorage;
  navigator: RouterNavigator;
}): AppServices {
  const services = createAppServices({
    ...options,
    device: deviceHeader(),
    deviceKeys: indexedDbKeyStore(),
    // Late-bound, so a test or a service worker can replace globalThis.fetch after the clients exist.
    fetch: withEarlyAnswers((request) => globalThis.fetch(request)),
  });
  services.start();
  return services;
}

/** For the boot's error reporting: a kept read failure is shown by the screen, not reported. */
export { isKeptFailure } from '../services/failure.ts';
