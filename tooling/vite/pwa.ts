import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

export interface InstallableAppOptions {
  /** The name under the icon and in the task switcher: the operator's brand. */
  name: string;
  shortName: string;
  description: string;
  /** Where the installed app opens, and the part of the site it keeps as its own. */
  startUrl: string;
  scope: string;
  /** The page colour before anything draws (the splash screen's too). */
  background: string;
  /** The icons under public/: 192 and 512 px for the launcher, and one with a safe zone for masks. */
  icons: { any192: string; any512: string; maskable512: string };
}

/**
 * Paths the service worker must never answer from its cache: the gateway's calls, its generated art and its
 * development endpoints. A call that fails offline fails as it would without a worker, and the screens say so.
 */
const NETWORK_ONLY = [/^\/wps\//, /^\/lgw\//, /^\/art\//, /^\/static\//, /^\/__dev\//];

/**
 * The installable app: a web app manifest, and a service worker that keeps the shell (index.html) and every built
 * script, style and icon, so that a repeat visit draws from the phone instead of the network, and an offline visit
 * opens the site, which says it is offline, instead of the browser's error page.
 *
 * - Precache, not runtime caching, for the build's files: their names carry their hash, so a new build's worker
 *   fetches exactly what changed, and removes what the old build had (`cleanupOutdatedCaches`).
 * - Every navigation under the scope answers with the cached shell; the router then draws the screen.
 * - The gateway's calls always go to the network (`NETWORK_ONLY`): balances, sessions and games are never stale.
 * - A new worker takes over at once (`skipWaiting`, `clientsClaim`): the next navigation runs the new build.
 * - The worker's runtime is inlined (no importScripts), so the worker needs no Trusted Types exception.
 * - The page registers the worker itself, after the load, so the first visit's download is not slowed by the
 *   precache (see @wl/app's `registerServiceWorker`).
 */
export function installableApp(options: InstallableAppOptions): Plugin[] {
  return VitePWA({
    registerType: 'autoUpdate',
    injectRegister: null,
    filename: 'sw.js',
    manifestFilename: 'manifest.webmanifest',
    includeManifestIcons: true,
    manifest: {
      id: options.startUrl,
      name: options.name,
      short_name: options.shortName,
      description: options.description,
      start_url: options.startUrl,
      scope: options.scope,
      display: 'standalone',
      orientation: 'portrait',
      background_color: options.background,
      theme_color: options.background,
      icons: [
        { src: options.icons.any192, sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: options.icons.any512, sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: options.icons.maskable512, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
      // Source maps are for developers; a phone never needs them.
      globIgnores: ['**/*.map'],
      navigateFallback: '/index.html',
      navigateFallbackDenylist: NETWORK_ONLY,
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: true,
      inlineWorkboxRuntime: true,
      sourcemap: false,
    },
  });
}
