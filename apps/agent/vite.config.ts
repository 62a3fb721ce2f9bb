import { appConfig } from '@wl/vite-config/app';

export default appConfig({ port: 5174 });
