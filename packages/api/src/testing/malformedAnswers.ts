import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { parse } from 'yaml';

/**
 * Test-only: malformed answers derived from the contract (openapi/wps.yaml and lgw.yaml, found through @wl/openapi's
 * exports). Every operation's success answer is its documented 200 example; each malformed answer breaks that example
 * where the operation's value schema says it cannot break: a field of a type the schema does not allow, a required
 * field missing, a field wrapped one level deeper, null or an array where an object is due, the body cut short or
 * not JSON at all, or an envelope the contract does not have. An error envelope with a code the contract does not
 * list is generated too: that one must come back as a server error carrying the code, not as malformed.
 */

interface Schema {
  $ref?: string;
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  additionalProperties?: boolean | Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
}

interface Document {
  paths: Record<string, Record<string, OperationDoc>>;
  components: { schemas: Record<string, Schema> };
}

interface OperationDoc {
  operationId: string;
  responses: Record<string, { content?: Record<string, { schema?: Schema; example?: unknown }> }>;
}

export interface ContractOperation {
  /** "METHOD /path", the key of the generated operation table. */
  key: string;
  operationId: string;
  /** The documented 200 answer: `{ success: true, value }`. */
  example: { success: true; value: unknown };
  valueSchema: Schema;
  /** Resolves a schema's $ref in the operation's own document. */
  resolve: (schema: Schema) => Schema;
  /** The error codes the document lists (schema ErrorCode). */
  errorCodes: readonly string[];
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

function load(name: 'wps' | 'lgw'): Document {
  return parse(readFileSync(fileURLToPath(import.meta.resolve(`@wl/openapi/${name}.yaml`)), 'utf8')) as Document;
}

/** Every operation of both documents whose 200 answer is a JSON envelope with an example. */
export function contractOperations(): ContractOperation[] {
  const wps = load('wps');
  const errorCodes = (wps.components.schemas.ErrorCode?.enum ?? []) as string[];
  return [wps, load('lgw')].flatMap((document) => {
    const resolve = (schema: Schema): Schema => {
      let current = schema;
      while (current.$ref) {
        const name = current.$ref.replace('#/components/schemas/', '');
        const target = document.components.schemas[name];
        if (!target) throw new Error(`unresolved ${current.$ref}`);
        current = target;
      }
      return current;
    };
    return Object.entries(document.paths).flatMap(([path, item]) =>
      METHODS.flatMap((method) => {
        const operation = item[method];
        const answer = operation?.responses['200']?.content?.['application/json'];
        const valueSchema = answer?.schema ? resolve(answer.schema).properties?.value : undefined;
        if (!operation || !answer || !valueSchema) return [];
        return [
          {
            key: `${method.toUpperCase()} ${path}`,
            operationId: operation.operationId,
            example: answer.example as ContractOperation['example'],
            valueSchema,
            resolve,
            errorCodes,
          },
        ];
      }),
    );
  });
}

type JsonType = 'null' | 'boolean' | 'integer' | 'number' | 'string' | 'array' | 'object';
const JSON_TYPES: readonly JsonType[] = ['null', 'boolean', 'integer', 'number', 'string', 'array', 'object'];

function jsonTypeOf(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value as JsonType;
}

/** The JSON types a schema accepts, or undefined when it accepts any. A number type accepts integers too. */
function allowedTypes(schema: Schema, resolve: (schema: Schema) => Schema): Set<JsonType> | undefined {
  const resolved = resolve(schema);
  const types = new Set<JsonType>();
  if (resolved.const !== undefined) types.add(jsonTypeOf(resolved.const));
  else if (resolved.enum) for (const value of resolved.enum) types.add(jsonTypeOf(value));
  else if (resolved.type) for (const type of [resolved.type].flat()) types.add(type as JsonType);
  else if (resolved.oneOf || resolved.anyOf) {
    for (const part of resolved.oneOf ?? resolved.anyOf ?? []) {
      const partTypes = allowedTypes(part, resolve);
      if (!partTypes) return undefined;
      for (const type of partTypes) types.add(type);
    }
  } else return undefined;
  if (types.has('number')) types.add('integer');
  return types;
}

type Path = readonly (string | number)[];

interface Node {
  path: Path;
  /** Types the contract does not allow here. */
  refused: JsonType[];
}

interface RequiredField {
  path: Path;
  field: string;
}

/** Walks the example along its schema: every typed node, and every required field the example carries. */
function walk(operation: ContractOperation) {
  const nodes: Node[] = [];
  const required: RequiredField[] = [];
  const visit = (schema: Schema, value: unknown, path: Path) => {
    const resolved = operation.resolve(schema);
    const allowed = allowedTypes(resolved, operation.resolve);
    if (allowed) nodes.push({ path, refused: JSON_TYPES.filter((type) => !allowed.has(type)) });
    if (Array.isArray(value) && resolved.items) {
      value.slice(0, 2).forEach((item, index) => {
        visit(resolved.items as Schema, item, [...path, index]);
      });
    } else if (typeof value === 'object' && value !== null) {
      for (const [field, fieldValue] of Object.entries(value)) {
        const fieldSchema =
          resolved.properties?.[field] ??
          (typeof resolved.additionalProperties === 'object' ? resolved.additionalProperties : undefined);
        if (fieldSchema) visit(fieldSchema, fieldValue, [...path, field]);
        if (resolved.required?.includes(field)) required.push({ path, field });
      }
    }
  };
  visit(operation.valueSchema, operation.example.value, []);
  return { nodes, required };
}

function replaced(value: unknown, path: Path, replace: (current: unknown) => unknown): unknown {
  if (path.length === 0) return replace(value);
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head] = replaced(copy[head], rest, replace);
  return copy;
}

const nonInteger = fc.constantFrom(1.5, -0.25, 3.000_001, 1e-7);
const valueOfType: Record<JsonType, fc.Arbitrary<unknown>> = {
  null: fc.constant(null),
  boolean: fc.boolean(),
  integer: fc.integer(),
  // A number the contract refuses where it wants an integer; where it wants a string or an object, any will do.
  number: nonInteger,
  string: fc.string({ maxLength: 12 }),
  array: fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  object: fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 1 }), { minKeys: 1, maxKeys: 3 }),
};

/** One malformed answer: how it was broken, the HTTP status, the content type, and the body text (or none). */
export interface MalformedAnswer {
  how: string;
  status: number;
  contentType: string | undefined;
  body: string | null;
  /** An error envelope with a code the contract does not list: expected back as that server error. */
  unknownCode?: string;
}

/** Statuses a Response may carry with no body. */
const NULL_BODY_STATUSES = new Set([204, 205, 304]);
const STATUSES = [
  200, 200, 200, 201, 202, 204, 205, 206, 299, 301, 302, 304, 400, 401, 403, 404, 409, 413, 418, 429, 500, 502, 503,
  504, 599,
];
const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'text/html',
  'text/plain',
  'application/octet-stream',
  'application/problem+json',
  undefined,
];

/** Malformed answers to one operation, each broken in one of the ways above. */
export function malformedAnswers(operation: ContractOperation): fc.Arbitrary<MalformedAnswer> {
  const { nodes, required } = walk(operation);
  const envelope = operation.example;
  const text = JSON.stringify(envelope);
  const inValue = (path: Path, replace: (current: unknown) => unknown) =>
    JSON.stringify({ ...envelope, value: replaced(envelope.value, path, replace) });
  const breakable = nodes.filter((node) => node.refused.length > 0);

  const nestable = breakable.filter((node) => node.refused.includes('object') || node.refused.includes('array'));
  const bodies: fc.Arbitrary<{ how: string; body: string }>[] = [
    // A field of a type its schema does not allow (null and arrays among them where an object is due).
    fc.constantFrom(...breakable).chain((node) =>
      fc.constantFrom(...node.refused).chain((type) =>
        valueOfType[type].map((value) => ({
          how: `${type} at value.${node.path.join('.')}`,
          body: inValue(node.path, () => value),
        })),
      ),
    ),
    // One level of nesting too many: the field inside an object or an array, whichever the schema refuses.
    fc.constantFrom(...nestable).chain((node) =>
      fc.constantFrom(...(['object', 'array'] as const).filter((type) => node.refused.includes(type))).map((type) => ({
        how: `nested in ${type} at value.${node.path.join('.')}`,
        body: inValue(node.path, (current) => (type === 'array' ? [current] : { value: current })),
      })),
    ),
    // The body cut short: no strict prefix of a JSON object is JSON.
    fc
      .integer({ min: 0, max: text.length - 1 })
      .map((length) => ({ how: `cut at ${length}`, body: text.slice(0, length) })),
    // Not an envelope in JSON: a page from a proxy, or any text at all.
    fc
      .oneof(
        fc.constantFrom(
          '<html><body>502 Bad Gateway</body></html>',
          'OK',
          'undefined',
          'NaN',
          "{'success': true}",
          '{"success":true,',
        ),
        fc.string({ maxLength: 40 }).filter((body) => !isEnvelope(body)),
      )
      .map((body) => ({ how: 'text', body })),
    // The envelope the contract does not have.
    fc
      .constantFrom<[string, unknown]>(
        ['value alone', envelope.value],
        ['no value', { success: true }],
        ['success as text', { success: 'true', value: envelope.value }],
        ['success as 1', { success: 1, value: envelope.value }],
        ['success null', { success: null, value: envelope.value }],
        ['no success', { value: envelope.value }],
        ['data instead of value', { success: true, data: envelope.value }],
        ['envelope in an array', [envelope]],
        ['failure without a code', { success: false }],
        ['failure with a numeric code', { success: false, errorCode: 500 }],
        ['failure with a null code', { success: false, errorCode: null }],
        ['failure with a numeric message', { success: false, errorCode: 'unknown.error', message: 7 }],
        ['null', null],
        ['an array', []],
        ['a number', 0],
        ['a string', 'success'],
      )
      .map(([how, body]) => ({ how: `envelope: ${how}`, body: JSON.stringify(body) })),
  ];
  if (required.length > 0) {
    // A required field missing.
    bodies.push(
      fc.constantFrom(...required).map(({ path, field }) => ({
        how: `missing value.${[...path, field].join('.')}`,
        body: inValue(path, (current) => {
          const { [field]: _dropped, ...rest } = current as Record<string, unknown>;
          return rest;
        }),
      })),
    );
  }

  const malformed = fc
    .record({
      broken: fc.oneof(...bodies),
      status: fc.constantFrom(...STATUSES),
      contentType: fc.constantFrom(...CONTENT_TYPES),
    })
    .map(({ broken, status, contentType }) => ({
      how: broken.how,
      status,
      contentType,
      body: NULL_BODY_STATUSES.has(status) ? null : broken.body,
    }));
  const unknownCode = fc
    .record({
      code: fc.string({ minLength: 1, maxLength: 30 }).filter((code) => !operation.errorCodes.includes(code)),
      status: fc.constantFrom(400, 401, 403, 404, 409, 429, 500, 502, 503),
      contentType: fc.constantFrom(...CONTENT_TYPES),
    })
    .map(({ code, status, contentType }) => ({
      how: 'unknown error code',
      status,
      contentType,
      body: JSON.stringify({ success: false, errorCode: code }),
      unknownCode: code,
    }));
  return fc.oneof({ arbitrary: malformed, weight: 9 }, { arbitrary: unknownCode, weight: 1 });
}

function isEnvelope(body: string): boolean {
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === 'object' && parsed !== null && 'success' in parsed;
  } catch {
    return false;
  }
}

/** The Response a fake fetch answers with. */
export function responseOf(answer: Pick<MalformedAnswer, 'status' | 'contentType' | 'body'>): Response {
  const headers = new Headers();
  if (answer.contentType) headers.set('Content-Type', answer.contentType);
  return new Response(answer.body, { status: answer.status, headers });
}
