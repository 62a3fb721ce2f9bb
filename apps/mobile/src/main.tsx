import { startApp } from '@wl/app/start-app';
import { earlyRequests } from './earlyRequests.ts';
import { amountsFirst, earlyImages, firstRenderNamespaces, preloadScreen, routes } from './routes.tsx';

await startApp({
  routes,
  preload: preloadScreen,
  firstRenderNamespaces,
  earlyRequests,
  earlyImages,
  amountsFirst,
  // The production build carries the worker (vite.config.ts); the development server has none.
  ...(import.meta.env.PROD ? { serviceWorker: '/sw.js' } : {}),
});
