import { startApp } from '@wl/app/start-app';
import { firstRenderNamespaces, preloadScreen, routes } from './routes.tsx';

await startApp({ routes, preload: preloadScreen, firstRenderNamespaces });
