/**
 * Whether an address the server gave may be followed: an absolute https address, or a path of this site. Anything
 * else (javascript:, data:, plain http:, a protocol-relative //host, a backslash trick) is dropped, so a merchant
 * setting or a vendor's answer can never run a script in the page or send the player to an unencrypted site
 * (docs/security.md, 1.2.2).
 */
export function followableAddress(value: string | null | undefined): string | undefined {
  const address = value?.trim();
  // Stryker disable next-line ConditionalExpression: an empty or missing address matches neither pattern below anyway
  if (!address) return undefined;
  if (/^https:\/\/[^/\\\s]/i.test(address) && !/\s/.test(address)) return address;
  if (/^\/(?![/\\])\S*$/.test(address)) return address;
  return undefined;
}
