import { crc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, captchaAnswer, drawCaptcha, encodePng } from './captcha.ts';

function chunks(png: Buffer) {
  const found: { type: string; data: Buffer; crcOk: boolean }[] = [];
  let offset = 8;
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const typed = png.subarray(offset + 4, offset + 8 + length);
    found.push({
      type: typed.subarray(0, 4).toString('ascii'),
      data: typed.subarray(4),
      crcOk: png.readUInt32BE(offset + 8 + length) === crc32(typed),
    });
    offset += 12 + length;
  }
  return found;
}

describe('captcha', () => {
  it('answers 4 to 6 digits', () => {
    const answers = Array.from({ length: 200 }, captchaAnswer);
    for (const answer of answers) expect(answer).toMatch(/^\d{4,6}$/);
    expect(new Set(answers.map((answer) => answer.length))).toEqual(new Set([4, 5, 6]));
  });

  it('encodes a PNG whose chunks check and whose pixels are the drawing', () => {
    const pixels = drawCaptcha('12345');
    const png = encodePng(CAPTCHA_WIDTH, CAPTCHA_HEIGHT, pixels);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const found = chunks(png);
    expect(found.map((chunk) => chunk.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(found.every((chunk) => chunk.crcOk)).toBe(true);
    const header = found[0]?.data ?? Buffer.alloc(0);
    expect([header.readUInt32BE(0), header.readUInt32BE(4), header[8], header[9]]).toEqual([
      CAPTCHA_WIDTH,
      CAPTCHA_HEIGHT,
      8,
      2,
    ]);
    const raw = inflateSync(found[1]?.data ?? Buffer.alloc(0));
    const stride = CAPTCHA_WIDTH * 3 + 1;
    expect(raw.length).toBe(stride * CAPTCHA_HEIGHT);
    expect(raw.subarray(1, stride)).toEqual(Buffer.from(pixels.subarray(0, CAPTCHA_WIDTH * 3)));
  });

  it('puts dark ink where the digits are, so the image is not blank noise', () => {
    const pixels = drawCaptcha('8888');
    let dark = 0;
    for (let index = 0; index < pixels.length; index += 3) {
      if ((pixels[index] ?? 255) < 100 && (pixels[index + 1] ?? 255) < 100) dark++;
    }
    // Four 8s at scale 4 are over 4 × 17 × 16 pixels of ink; noise alone is a small fraction of that.
    expect(dark).toBeGreaterThan(800);
  });
});
