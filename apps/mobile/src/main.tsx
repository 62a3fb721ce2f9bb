import { startApp } from '@wl/app/start-app';
import { preloadScreen, routes } from './routes.tsx';

await startApp({ routes, preload: preloadScreen });
