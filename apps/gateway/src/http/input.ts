import type { Context } from 'hono';
import * as z from 'zod';

/** Every way a body can be wrong is `request.invalid` (400); the message says which, for logs. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; status: 400; code: 'request.invalid'; message: string };

function describe(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`)
    .join('; ');
}

export function validate<T>(schema: z.ZodType<T>, input: unknown): Parsed<T> {
  const result = schema.safeParse(input);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, status: 400, code: 'request.invalid', message: describe(result.error) };
}

/**
 * Reads a JSON body and checks it against a strict schema: not JSON, wrong types and unknown fields are all refused
 * before a handler sees them.
 */
export async function readJson<T>(c: Context, schema: z.ZodType<T>): Promise<Parsed<T>> {
  const type = c.req.header('Content-Type') ?? '';
  if (!/^application\/json\b/i.test(type)) {
    return { ok: false, status: 400, code: 'request.invalid', message: 'expected application/json' };
  }
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    return { ok: false, status: 400, code: 'request.invalid', message: 'body is not JSON' };
  }
  return validate(schema, body);
}

/** Reads an application/x-www-form-urlencoded body (e-mail recovery, head icon) into a strict schema. */
export async function readForm<T>(c: Context, schema: z.ZodType<T>): Promise<Parsed<T>> {
  const type = c.req.header('Content-Type') ?? '';
  if (!/^application\/x-www-form-urlencoded\b/i.test(type)) {
    return { ok: false, status: 400, code: 'request.invalid', message: 'expected a URL-encoded form' };
  }
  const params = new URLSearchParams(await c.req.text());
  const body: Record<string, string> = {};
  for (const [key, value] of params) {
    if (key in body) return { ok: false, status: 400, code: 'request.invalid', message: `${key}: repeated` };
    body[key] = value;
  }
  return validate(schema, body);
}

/** Reads the query string into a strict schema; repeated keys are refused rather than guessed at. */
export function readQuery<T>(c: Context, schema: z.ZodType<T>): Parsed<T> {
  const query: Record<string, string> = {};
  for (const [key, values] of Object.entries(c.req.queries())) {
    if (values.length > 1) return { ok: false, status: 400, code: 'request.invalid', message: `${key}: repeated` };
    const [value] = values;
    if (value !== undefined) query[key] = value;
  }
  return validate(schema, query);
}

/** Query values arrive as strings; these coerce with bounds so that `pageNo=-1` or `pageSize=1e9` is refused. */
export const queryInt = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
