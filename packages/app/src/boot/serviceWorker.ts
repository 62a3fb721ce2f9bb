/** The name of the Trusted Types policy for the worker's address; the production CSP lists it (tooling/vite/app.ts). */
export const SERVICE_WORKER_POLICY = 'wl-service-worker';

/** The part of the browser's Trusted Types API used here (the DOM lib does not describe it yet). */
interface ScriptUrlPolicyFactory {
  createPolicy(
    name: string,
    rules: { createScriptURL: (input: string) => string },
  ): {
    createScriptURL(input: string): unknown;
  };
}

let workerUrlPolicy: ReturnType<ScriptUrlPolicyFactory['createPolicy']> | undefined;

/**
 * The worker's address as the browser's register() accepts it under require-trusted-types-for 'script': a
 * TrustedScriptURL from a policy that takes only an address on the site's own origin, or the string where the
 * browser has no Trusted Types.
 */
function trustedWorkerUrl(url: string): string {
  const factory = (globalThis as { trustedTypes?: ScriptUrlPolicyFactory }).trustedTypes;
  if (!factory) return url;
  workerUrlPolicy ??= factory.createPolicy(SERVICE_WORKER_POLICY, {
    createScriptURL: (input) => {
      if (new URL(input, window.location.href).origin !== window.location.origin) {
        throw new TypeError(`a service worker from another origin: ${input}`);
      }
      return input;
    },
  });
  // register() takes the TrustedScriptURL where the DOM lib's types say string.
  return workerUrlPolicy.createScriptURL(url) as string;
}

/**
 * Registers the site's service worker once the page has loaded and the browser has a quiet moment: the worker's
 * precache downloads the rest of the build, which must not compete with the first screen on a slow link. Where the
 * browser has no service workers, or refuses one (private modes, an insecure origin), the site simply runs without.
 */
export function registerServiceWorker(url: string): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(trustedWorkerUrl(url), { scope: '/' }).catch(() => {
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
