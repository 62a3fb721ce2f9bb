import type { DeviceHeader } from '@wl/api/client';
import { indexedDbKeyStore } from '@wl/api/remembered-login';
import { type AppServices, createAppServices } from '../services/appServices.ts';
import type { Navigator as RouterNavigator } from '../services/navigator.ts';
import type { BrowserStorage } from '../services/sessionStore.ts';
import { runsInstalled } from './installedApp.ts';

/** The site added to a home screen runs standalone and tells the gateway so (Device OTHERS); otherwise MOBILE (3). */
function device(): DeviceHeader {
  return runsInstalled() ? 'OTHERS' : '3';
}

/** The services as the browser runs them: this page's storage, IndexedDB for the device key, the page's origin. */
export function startBrowserServices(options: {
  merchant: string;
  language: () => string;
  storage: BrowserStorage;
  navigator: RouterNavigator;
}): AppServices {
  const services = createAppServices({ ...options, device: device(), deviceKeys: indexedDbKeyStore() });
  services.start();
  return services;
}
