import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { testGateway } from '../testGateway.ts';

/** The PNG's chunks by type, after checking the signature. */
function chunks(png: Buffer): Map<string, Buffer> {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const found = new Map<string, Buffer>();
  let at = 8;
  while (at < png.length) {
    const length = png.readUInt32BE(at);
    const type = png.subarray(at + 4, at + 8).toString('ascii');
    found.set(type, Buffer.concat([found.get(type) ?? Buffer.alloc(0), png.subarray(at + 8, at + 8 + length)]));
    at += 12 + length;
  }
  return found;
}

describe('the app icon', () => {
  it('serves /static/app-icon.png, the download links’ AppDownloadIcon, as a 192 px PNG with 200 and image/png', async () => {
    const { app } = testGateway();
    const links = await app.request('/wps/system/download-links', { headers: { Merchant: 'DEMO', Device: '3' } });
    const { value } = (await links.json()) as { value: Array<{ resourceType: string; url: string }> | object };
    expect(JSON.stringify(value)).toContain('/static/app-icon.png');

    const response = await app.request('/static/app-icon.png');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/png');
    const png = Buffer.from(await response.arrayBuffer());
    const parts = chunks(png);
    const header = parts.get('IHDR') as Buffer;
    expect([header.readUInt32BE(0), header.readUInt32BE(4)]).toEqual([192, 192]);
    // Gold in the middle, dark near the edge, transparent in the rounded corner.
    const raw = inflateSync(parts.get('IDAT') as Buffer);
    const pixel = (x: number, y: number) => [...raw.subarray(y * (1 + 192 * 4) + 1 + x * 4).subarray(0, 4)];
    expect(pixel(96, 96)).toEqual([0xf5, 0xb8, 0x2e, 255]);
    expect(pixel(96, 4)).toEqual([0x0f, 0x11, 0x15, 255]);
    expect(pixel(0, 0)[3]).toBe(0);
  });

  it('answers 304 to a repeated request with its ETag', async () => {
    const { app } = testGateway();
    const first = await app.request('/static/app-icon.png');
    const etag = first.headers.get('ETag') ?? '';
    expect(etag).not.toBe('');
    const again = await app.request('/static/app-icon.png', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });
});
