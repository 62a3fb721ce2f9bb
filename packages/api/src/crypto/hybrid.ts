import { fromBase64Url, toBase64Url } from './base64url.ts';
import { additionalData, type CallBinding } from './binding.ts';

export const IV_BYTES = 12;
export const NONCE_BYTES = 16;
const RSA_OAEP = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

/** Imports the gateway's public key (base64url DER SubjectPublicKeyInfo) for wrapping call keys. */
export function importPublicKey(spki: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('spki', fromBase64Url(spki), RSA_OAEP, false, ['encrypt']);
}

export function randomNonce(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(NONCE_BYTES)));
}

export interface SealedCall {
  /** The body to send: base64url(iv || ciphertext || tag). */
  value: string;
  /** The Encryption header: base64url of the RSA-OAEP-wrapped AES key. */
  encryption: string;
}

/**
 * Seals one call's payload: a fresh AES-256-GCM key and 12-byte IV, the AAD of `binding`, and the key wrapped with
 * RSA-OAEP-SHA-256 under the gateway's public key. Nothing is reused between calls.
 */
export async function sealCall(publicKey: CryptoKey, plaintext: string, binding: CallBinding): Promise<SealedCall> {
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const ciphertext = new Uint8Array(
    await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: additionalData(binding), tagLength: 128 },
      key,
      new TextEncoder().encode(plaintext),
    ),
  );
  const rawKey = await crypto.subtle.exportKey('raw', key);
  const wrapped = new Uint8Array(await crypto.subtle.encrypt(RSA_OAEP, publicKey, rawKey));
  const sealed = new Uint8Array(IV_BYTES + ciphertext.length);
  sealed.set(iv);
  sealed.set(ciphertext, IV_BYTES);
  return { value: toBase64Url(sealed), encryption: toBase64Url(wrapped) };
}
