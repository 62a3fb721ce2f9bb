import { createHash } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { Hono } from 'hono';
import type { GatewayEnv } from '../context.ts';

/**
 * The demo merchant's app icon (its download links' AppDownloadIcon, `/static/app-icon.png`): the site's mark, a gold
 * disc on the dark rounded square of the favicon, drawn here as a PNG so that no image file ships with the gateway
 * (docs/decisions.md, "Generated lobby art"). Home-screen and store icons must be raster images.
 */
export const APP_ICON_PATH = '/static/app-icon.png';

/** 192 px: the size a web app manifest and Android's launcher ask for. */
const SIZE = 192;
const BACKGROUND = [0x0f, 0x11, 0x15] as const;
const GOLD = [0xf5, 0xb8, 0x2e] as const;
/** Samples per pixel along each axis, for smooth edges. */
const SAMPLES = 4;

/** Whether a point (in the favicon's 32-unit square) is inside the rounded square, and inside the disc. */
function shapesAt(x: number, y: number): { square: boolean; disc: boolean } {
  const radius = 8;
  const cornerX = Math.min(Math.max(x, radius), 32 - radius);
  const cornerY = Math.min(Math.max(y, radius), 32 - radius);
  const square = (x - cornerX) ** 2 + (y - cornerY) ** 2 <= radius ** 2;
  const disc = (x - 16) ** 2 + (y - 16) ** 2 <= 9 ** 2;
  return { square, disc };
}

function drawIcon(): Buffer {
  const scale = 32 / SIZE;
  // Each row starts with its filter byte (0: none), then RGBA.
  const raw = Buffer.alloc(SIZE * (1 + SIZE * 4));
  for (let row = 0; row < SIZE; row++) {
    const start = row * (1 + SIZE * 4);
    for (let column = 0; column < SIZE; column++) {
      let covered = 0;
      let gold = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const { square, disc } = shapesAt(
            (column + (sx + 0.5) / SAMPLES) * scale,
            (row + (sy + 0.5) / SAMPLES) * scale,
          );
          if (square) covered++;
          if (square && disc) gold++;
        }
      }
      const share = covered === 0 ? 0 : gold / covered;
      const at = start + 1 + column * 4;
      for (let channel = 0; channel < 3; channel++) {
        raw[at + channel] = Math.round((BACKGROUND[channel] ?? 0) * (1 - share) + (GOLD[channel] ?? 0) * share);
      }
      raw[at + 3] = Math.round((covered / SAMPLES ** 2) * 255);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  // 8 bits per channel, colour type 6 (RGBA), deflate, no filter method, no interlace.
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, checksum]);
}

let icon: { png: Buffer; etag: string } | undefined;

function appIcon() {
  if (!icon) {
    const png = drawIcon();
    icon = { png, etag: `"${createHash('sha256').update(png).digest('base64url').slice(0, 22)}"` };
  }
  return icon;
}

export const appIconRoutes = new Hono<GatewayEnv>().get(APP_ICON_PATH, (c) => {
  const { png, etag } = appIcon();
  c.header('Content-Type', 'image/png');
  c.header('Cache-Control', 'public, max-age=86400');
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('ETag', etag);
  if (c.req.header('If-None-Match') === etag) return c.body(null, 304);
  return c.body(new Uint8Array(png), 200);
});
