import type { Context, MiddlewareHandler } from 'hono';
import * as z from 'zod';
import type { GatewayEnv } from '../context.ts';
import { type ErrorCode, failure } from '../envelope.ts';
import { hasNul, parseStrictJson } from './strictJson.ts';

/**
 * Every way a body can be wrong is a 400: `request.invalid` with a message saying which, for logs, or a crypto.* code
 * for a sealed body that does not open.
 */
export type Parsed<T> = { ok: true; value: T } | { ok: false; status: 400; code: ErrorCode; message?: string };

const invalid = (message: string): Parsed<never> => ({ ok: false, status: 400, code: 'request.invalid', message });

function describe(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`)
    .join('; ');
}

export function validate<T>(schema: z.ZodType<T>, input: unknown): Parsed<T> {
  const result = schema.safeParse(input);
  return result.success ? { ok: true, value: result.data } : invalid(describe(result.error));
}

/** Parses JSON text strictly (no repeated keys, no NUL: http/strictJson.ts) and checks it against a strict schema. */
export function validateJson<T>(schema: z.ZodType<T>, text: string): Parsed<T> {
  const parsed = parseStrictJson(text);
  return parsed.ok ? validate(schema, parsed.value) : invalid(parsed.message);
}

/**
 * Reads a JSON body and checks it against a strict schema: not JSON, repeated keys, wrong types and unknown fields
 * are all refused before a handler sees them.
 */
export async function readJson<T>(c: Context, schema: z.ZodType<T>): Promise<Parsed<T>> {
  const type = c.req.header('Content-Type') ?? '';
  if (!/^application\/json\b/i.test(type)) return invalid('expected application/json');
  return validateJson(schema, await c.req.text());
}

/** Reads an application/x-www-form-urlencoded body (e-mail recovery, head icon) into a strict schema. */
export async function readForm<T>(c: Context, schema: z.ZodType<T>): Promise<Parsed<T>> {
  const type = c.req.header('Content-Type') ?? '';
  if (!/^application\/x-www-form-urlencoded\b/i.test(type)) return invalid('expected a URL-encoded form');
  const params = new URLSearchParams(await c.req.text());
  const body: Record<string, string> = {};
  for (const [key, value] of params) {
    if (key in body) return invalid(`${key}: repeated`);
    if (hasNul(key) || hasNul(value)) return invalid(`${key}: a NUL character`);
    body[key] = value;
  }
  return validate(schema, body);
}

/** Reads the query string into a strict schema; repeated keys are refused rather than guessed at, NULs refused. */
export function readQuery<T>(c: Context, schema: z.ZodType<T>): Parsed<T> {
  const query: Record<string, string> = {};
  for (const [key, values] of Object.entries(c.req.queries())) {
    if (values.length > 1) return invalid(`${key}: repeated`);
    const [value] = values;
    if (hasNul(key) || (value !== undefined && hasNul(value))) return invalid(`${key}: a NUL character`);
    if (value !== undefined) query[key] = value;
  }
  return validate(schema, query);
}

/** Query values arrive as strings; these coerce with bounds so that `pageNo=-1` or `pageSize=1e9` is refused. */
export const queryInt = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

/**
 * A middleware that answers `400 request.invalid` for input its reader refuses, and otherwise hands the handler the
 * checked value, typed, as `c.req.valid(target)`.
 */
export type Validated<Target extends 'json' | 'form' | 'query', T> = MiddlewareHandler<
  GatewayEnv,
  string,
  { out: { [key in Target]: T } }
>;

export function validated<Target extends 'json' | 'form' | 'query', T>(
  target: Target,
  read: (c: Context<GatewayEnv>) => Parsed<T> | Promise<Parsed<T>>,
): Validated<Target, T> {
  return async (c, next) => {
    const parsed = await read(c);
    if (!parsed.ok) return failure(c, parsed.status, parsed.code, parsed.message);
    c.req.addValidatedData(target, parsed.value as object);
    await next();
  };
}

/** The JSON body, checked: `c.req.valid('json')`. */
export const jsonBody = <T>(schema: z.ZodType<T>) => validated('json', (c) => readJson(c, schema));

/** A JSON body that may also be left out (an empty body reads as `{}`). */
export const optionalJsonBody = <T>(schema: z.ZodType<T>) =>
  validated('json', async (c) => ((await c.req.text()).trim() === '' ? validate(schema, {}) : readJson(c, schema)));

/** The URL-encoded form, checked: `c.req.valid('form')`. */
export const formBody = <T>(schema: z.ZodType<T>) => validated('form', (c) => readForm(c, schema));

/** The query string, checked: `c.req.valid('query')`. */
export const query = <T>(schema: z.ZodType<T>) => validated('query', (c) => readQuery(c, schema));
