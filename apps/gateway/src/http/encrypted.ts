import * as z from 'zod';
import type { GatewayContext } from '../context.ts';
import { decryptRequest } from '../security/encryption.ts';
import { type Parsed, readJson, validated, validateJson } from './input.ts';

const sealedBody = z.strictObject({ value: z.string().min(1).max(60_000) });

/**
 * Reads an encrypted body (`{ value }` plus the Encryption headers), opens it and checks the payload, strictly
 * parsed, against its strict schema. Every failure is a 400 with a crypto.* or request.invalid code.
 */
async function readEncrypted<T>(c: GatewayContext, schema: z.ZodType<T>): Promise<Parsed<T>> {
  const outer = await readJson(c, sealedBody);
  if (!outer.ok) return outer;
  const { db, keyRing, now } = c.get('services');
  const opened = decryptRequest(
    db,
    keyRing,
    { method: c.req.method, path: c.req.path, header: (name) => c.req.header(name), value: outer.value.value },
    now(),
  );
  if (!opened.ok) return { ok: false, status: 400, code: opened.code };
  return validateJson(schema, opened.plaintext);
}

/** The decrypted payload, checked: `c.req.valid('json')`. */
export const encryptedBody = <T>(schema: z.ZodType<T>) => validated('json', (c) => readEncrypted(c, schema));
