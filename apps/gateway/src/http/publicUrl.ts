/** Hosts that never leave the machine: a public URL on one of them may be plain http:, for local runs. */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Why the gateway cannot put this address in the links it mails (password reset), or undefined when it can: it must
 * be https:, and plain http: only on a loopback host.
 */
export function publicUrlRefusal(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `the public URL ${JSON.stringify(url)} is not an absolute URL`;
  }
  if (parsed.protocol === 'https:') return undefined;
  if (parsed.protocol === 'http:' && LOOPBACK_HOSTS.has(parsed.hostname)) return undefined;
  return (
    `the public URL ${url} is not https: (plain http: is only for 127.0.0.1, localhost and [::1]); set --public-url ` +
    '(GATEWAY_PUBLIC_URL) to the https: address where players reach the gateway'
  );
}
