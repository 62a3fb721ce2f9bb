/**
 * Registers the site's service worker once the page has loaded and the browser has a quiet moment: the worker's
 * precache downloads the rest of the build, which must not compete with the first screen on a slow link. Where the
 * browser has no service workers, or refuses one (private modes, an insecure origin), the site simply runs without.
 */
export function registerServiceWorker(url: string): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(url, { scope: '/' }).catch(() => {
      // Without a worker the site works as before; there is nothing to tell the player.
    });
  };
  const whenQuiet = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(register, { timeout: 5_000 })
      : setTimeout(register, 1_000);
  if (document.readyState === 'complete') whenQuiet();
  else window.addEventListener('load', whenQuiet, { once: true });
}
