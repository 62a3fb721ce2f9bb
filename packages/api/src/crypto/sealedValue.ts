import { fromBase64Url } from './base64url.ts';
import { IV_BYTES } from './hybrid.ts';

/**
 * Opens a value the gateway sealed with AES-256-GCM under a key it handed out (customer-service paths):
 * base64url(iv || ciphertext || tag). Rejects when the value or the key was altered.
 */
export async function openSealedValue(rawKey: string, sealed: string): Promise<string> {
  const keyBytes = fromBase64Url(rawKey);
  if (keyBytes.length !== 32) throw new RangeError('the key is not 256 bits');
  const bytes = fromBase64Url(sealed);
  if (bytes.length < IV_BYTES + 16) throw new RangeError('the sealed value is too short');
  const key = await crypto.subtle.importKey('raw', keyBytes, 'AES-GCM', false, ['decrypt']);
  const plaintext = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: bytes.subarray(0, IV_BYTES), tagLength: 128 },
    key,
    bytes.subarray(IV_BYTES),
  );
  return new TextDecoder('utf-8', { fatal: true }).decode(plaintext);
}
