import { e2eConfig } from '@wl/testing/playwright';

export default e2eConfig({ baseURL: 'http://127.0.0.1:5173' });
