import { randomBytes, type ScryptOptions, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

/**
 * Password hashes are self-describing (`scrypt$N$r$p$salt$hash`), so the cost can rise later without a migration:
 * old hashes keep verifying with the parameters they were made with.
 */
const COST = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const MAX_MEMORY = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { ...options, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

function encode(salt: Buffer, key: Buffer): string {
  return `scrypt$${COST.N}$${COST.r}$${COST.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return encode(salt, await derive(password, salt, COST));
}

/** For the seed, which runs inside a synchronous transaction. */
export function hashPasswordSync(password: string): string {
  const salt = randomBytes(16);
  return encode(salt, scryptSync(password.normalize('NFC'), salt, KEY_LENGTH, { ...COST, maxmem: MAX_MEMORY }));
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Costs the same as a real check, so an unknown username cannot be told from a wrong password by timing. */
const DECOY = hashPasswordSync(randomBytes(12).toString('base64url'));
export async function burnPasswordCheck(password: string): Promise<void> {
  await verifyPassword(password, DECOY);
}
