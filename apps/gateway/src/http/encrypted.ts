import type * as z from 'zod';
import * as zod from 'zod';
import type { GatewayContext } from '../context.ts';
import type { ErrorCode } from '../envelope.ts';
import { decryptRequest } from '../security/encryption.ts';
import { readJson, validate } from './input.ts';

const sealedBody = zod.strictObject({ value: zod.string().min(1).max(60_000) });

export type Opened<T> = { ok: true; value: T } | { ok: false; code: ErrorCode; message?: string };

/**
 * Reads an encrypted body (`{ value }` plus the Encryption headers), opens it and checks the payload against its
 * strict schema. Every failure is a 400 with a crypto.* or request.invalid code.
 */
export async function readEncrypted<T>(c: GatewayContext, schema: z.ZodType<T>): Promise<Opened<T>> {
  const outer = await readJson(c, sealedBody);
  if (!outer.ok) return { ok: false, code: outer.code, message: outer.message };
  const { db, keyRing, now } = c.get('services');
  const opened = decryptRequest(
    db,
    keyRing,
    { method: c.req.method, path: c.req.path, header: (name) => c.req.header(name), value: outer.value.value },
    now(),
  );
  if (!opened.ok) return { ok: false, code: opened.code };
  let payload: unknown;
  try {
    payload = JSON.parse(opened.plaintext);
  } catch {
    return { ok: false, code: 'request.invalid', message: 'payload is not JSON' };
  }
  const checked = validate(schema, payload);
  return checked.ok ? checked : { ok: false, code: checked.code, message: checked.message };
}
