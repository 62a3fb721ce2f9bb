import { startApp } from '@wl/app/start-app';
import { earlyRequests, firstRenderNamespaces, preloadScreen, routes } from './routes.tsx';

await startApp({ routes, preload: preloadScreen, firstRenderNamespaces, earlyRequests });
