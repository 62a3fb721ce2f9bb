import { keptBannerShellScript } from '@wl/app/kept-banner-shell';
import { appConfig } from '@wl/vite-config/app';

export default appConfig({
  port: 5173,
  http2Port: 5443,
  installable: {
    name: 'Mobile Games',
    shortName: 'Games',
    description: 'Games, sports and lottery on your phone.',
    startUrl: '/m/home',
    scope: '/',
    background: '#0f1115',
    icons: { any192: '/icons/icon-192.png', any512: '/icons/icon-512.png', maskable512: '/icons/maskable-512.png' },
  },
  // Home's first banner as the last visit drew it, painted before the code has run: docs/decisions.md, "A repeat visit".
  inlineScripts: [keptBannerShellScript()],
  // The first URL's screen is asked for while the framework downloads: docs/decisions.md, "The first screen's code,
  // asked with the framework".
  firstScript: 'src/firstScreenCode.ts',
});
