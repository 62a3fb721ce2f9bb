/** What the additional authenticated data binds: a sealed body cannot be replayed on another call or moment. */
export interface CallBinding {
  method: string;
  /** The request path without its query string. */
  path: string;
  /** Milliseconds since the epoch: the number a client sends, or the Encryption-Timestamp header as received. */
  timestamp: number | string;
  /** base64url of 16 random bytes. */
  nonce: string;
}

/**
 * The additional authenticated data of a sealed call (docs/decisions.md, "Encrypted calls"): the UTF-8 bytes of
 * `METHOD\nPATH\nTIMESTAMP\nNONCE`, method upper-case. The client that seals and the gateway that opens both build it
 * here, so the two ends cannot spell it differently. No WebCrypto and no node:crypto: either side can load it.
 */
export function additionalData({ method, path, timestamp, nonce }: CallBinding): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(`${method.toUpperCase()}\n${path}\n${timestamp}\n${nonce}`);
}
