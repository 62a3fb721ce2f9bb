import type * as z from 'zod/mini';
import { isFormMessage } from './messages.ts';

/** One field's failure: the `forms` catalogue key and the values its text interpolates (min, max, age...). */
export interface FieldError {
  key: string;
  values?: Record<string, number | string>;
}

export type FieldErrors = Partial<Record<string, FieldError>>;

export type Validation<T> =
  | { ok: true; data: T; errors: FieldErrors; firstInvalid?: undefined }
  | { ok: false; errors: FieldErrors; firstInvalid: string };

const FORM_LEVEL = 'form';
const FORM_LEVEL_MESSAGE = 'form.invalid';

function fieldErrorOf(issue: z.core.$ZodIssue): FieldError {
  const values: Record<string, number | string> = {};
  if (issue.code === 'too_small') values.min = Number(issue.minimum);
  if (issue.code === 'too_big') values.max = Number(issue.maximum);
  // Stryker disable next-line ConditionalExpression: only a refine's (custom) issue has params; this narrows its type
  if (issue.code === 'custom' && issue.params) {
    for (const [name, value] of Object.entries(issue.params)) {
      if (typeof value === 'number' || typeof value === 'string') values[name] = value;
    }
  }
  const key = isFormMessage(issue.message) ? issue.message : FORM_LEVEL_MESSAGE;
  return Object.keys(values).length > 0 ? { key, values } : { key };
}

/** The fields of an object schema in the order they are declared (the form's display order), if it has a shape. */
function declaredOrder(schema: z.ZodMiniType<unknown>): string[] {
  // Every zod schema has a definition; an object schema's holds its shape.
  const { shape } = (schema as unknown as { _zod: { def: { shape?: Record<string, unknown> } } })._zod.def;
  return Object.keys(shape ?? {});
}

/**
 * Runs a form schema and keeps the first failure of each field, so the screen shows one message per field, and names
 * the first invalid field in the schema's declared order (a check across fields, such as the confirmation, runs after
 * the fields' own checks but still takes the focus when its field comes first). Never throws, whatever the input.
 */
export function validate<T>(schema: z.ZodMiniType<T>, values: unknown): Validation<T> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data, errors: {} };
  const errors: FieldErrors = {};
  let firstInvalid: string | undefined;
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : FORM_LEVEL;
    if (errors[field]) continue;
    errors[field] = fieldErrorOf(issue);
    firstInvalid ??= field;
  }
  const first = declaredOrder(schema as z.ZodMiniType<unknown>).find((field) => errors[field]) ?? firstInvalid;
  return { ok: false, errors, firstInvalid: first ?? FORM_LEVEL };
}

/**
 * The errors once the filled fields are checked again (after a language change): each filled field shows its
 * failure now, or none; a field left empty keeps what it showed, so a "required" from the last submit stays.
 */
export function recheckFilled(
  errors: FieldErrors,
  result: Validation<unknown>,
  filled: readonly string[],
): FieldErrors {
  const kept = Object.entries(errors).filter(([field]) => !filled.includes(field));
  const rechecked = filled.flatMap((field) => {
    const error = result.errors[field];
    return error ? [[field, error] as const] : [];
  });
  return Object.fromEntries([...kept, ...rechecked]);
}
