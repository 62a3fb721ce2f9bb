import { createHash } from 'node:crypto';
import { ACTIVITY_IMAGE_MAX_BYTES, ACTIVITY_IMAGE_MAX_COUNT, type ACTIVITY_IMAGE_TYPES } from '@wl/domain/constants';
import type { Context } from 'hono';
import type { ErrorCode } from '../envelope.ts';
import { hasNul } from './strictJson.ts';

/**
 * Uploads (docs/decisions.md, "Uploads: multipart, checked by their bytes"): a multipart/form-data body of text fields
 * and up to 3 image parts named `images`, each PNG or JPEG by its first bytes (a declared type, if any, must agree) and at most
 * 5 MB.
 */
export type ImageType = (typeof ACTIVITY_IMAGE_TYPES)[number];

export interface UploadedImage {
  contentType: ImageType;
  bytes: Uint8Array;
  sha256: string;
}

export interface UploadForm {
  fields: Record<string, string>;
  images: UploadedImage[];
}

export type UploadRead =
  | { ok: true; value: UploadForm }
  | { ok: false; status: 400 | 413; code: ErrorCode; message?: string };

/** Room for 3 images of 5 MB and the text fields, with the multipart framing; a larger body is refused unread. */
export const MAX_UPLOAD_BODY_BYTES = ACTIVITY_IMAGE_MAX_COUNT * ACTIVITY_IMAGE_MAX_BYTES + 64 * 1024;

/** What a part says when its sender did not name a type. */
const UNDECLARED = new Set(['', 'application/octet-stream']);

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length > signature.length && signature.every((byte, index) => bytes[index] === byte);

/** The image's type by its bytes: a PNG or JPEG signature, whatever the part declares. */
export function sniffImage(bytes: Uint8Array): ImageType | undefined {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'image/jpeg';
  return undefined;
}

export function isMultipart(c: Context): boolean {
  return /^multipart\/form-data\b/i.test(c.req.header('Content-Type') ?? '');
}

const invalid = (message: string): UploadRead => ({ ok: false, status: 400, code: 'request.invalid', message });

/**
 * Reads a multipart body: each of `fields` at most once as text (NUL refused), `images` as file parts; anything else is
 * request.invalid. The images are checked in order: more than 3 is image.count.exceeded, a part over 5 MB
 * image.too.large (413), a part that is not PNG or JPEG by its bytes, or declares another type, image.type.invalid.
 */
export async function readUploadForm(c: Context, fields: readonly string[]): Promise<UploadRead> {
  if (!isMultipart(c)) return invalid('expected multipart/form-data');
  let form: FormData;
  try {
    form = await c.req.raw.formData();
  } catch {
    return invalid('the multipart body does not parse');
  }
  const text: Record<string, string> = {};
  const files: File[] = [];
  for (const [name, value] of form.entries()) {
    if (name === 'images') {
      if (typeof value === 'string')
        return { ok: false, status: 400, code: 'image.type.invalid', message: 'images: not a file' };
      files.push(value);
      continue;
    }
    if (!fields.includes(name)) return invalid(`${name}: not a field of this form`);
    if (typeof value !== 'string') return invalid(`${name}: expected text`);
    if (name in text) return invalid(`${name}: repeated`);
    if (hasNul(value)) return invalid(`${name}: a NUL character`);
    text[name] = value;
  }
  if (files.length > ACTIVITY_IMAGE_MAX_COUNT) {
    return { ok: false, status: 400, code: 'image.count.exceeded', message: `at most ${ACTIVITY_IMAGE_MAX_COUNT}` };
  }
  const images: UploadedImage[] = [];
  for (const [index, file] of files.entries()) {
    if (file.size > ACTIVITY_IMAGE_MAX_BYTES) {
      return { ok: false, status: 413, code: 'image.too.large', message: `images[${index}]: ${file.size} bytes` };
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    const contentType = sniffImage(bytes);
    const declared = file.type.split(';')[0]?.trim().toLowerCase() ?? '';
    if (!contentType || (!UNDECLARED.has(declared) && declared !== contentType)) {
      return {
        ok: false,
        status: 400,
        code: 'image.type.invalid',
        message: `images[${index}]: ${declared || 'unknown'}`,
      };
    }
    images.push({ contentType, bytes, sha256: createHash('sha256').update(bytes).digest('hex') });
  }
  return { ok: true, value: { fields: text, images } };
}
