import { startApp } from '@wl/app/start-app';
import { routes } from './routes.tsx';

await startApp({ routes });
