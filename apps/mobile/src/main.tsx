import { createApiClients, type DeviceHeader } from '@wl/api/client';
import type { LanguageCode } from '@wl/i18n/languages';
import { createI18n, documentLanguage } from '@wl/i18n/setup';
import { darkTheme } from '@wl/ui/theme';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, useRoutes } from 'react-router';
import { ApiProvider } from './api-context.tsx';
import { preloadScreen, routes } from './routes.tsx';

const MERCHANT = import.meta.env.VITE_MERCHANT ?? 'DEMO';

/** The site added to a home screen runs standalone and tells the gateway so (Device OTHERS). */
function device(): DeviceHeader {
  const standalone =
    window.matchMedia('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return standalone ? 'OTHERS' : '3';
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

preloadScreen(window.location.pathname);

const root = document.documentElement;
root.classList.add(darkTheme);

const i18n = await createI18n({ search: window.location.search, storage: storage() });
const applyLanguage = (code: string) => Object.assign(root, documentLanguage(code as LanguageCode));
applyLanguage(i18n.language);
i18n.on('languageChanged', applyLanguage);

const clients = createApiClients({ merchant: MERCHANT, device: device(), language: () => i18n.language });

function App() {
  return useRoutes(routes);
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <ApiProvider clients={clients}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </ApiProvider>
    </I18nextProvider>
  </StrictMode>,
);
