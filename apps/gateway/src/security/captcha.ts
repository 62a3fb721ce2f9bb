import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

/** 5×7 digit glyphs, one string per row, '#' for ink. */
const GLYPHS: Record<string, readonly string[]> = {
  '0': [' ### ', '#   #', '#  ##', '# # #', '##  #', '#   #', ' ### '],
  '1': ['  #  ', ' ##  ', '  #  ', '  #  ', '  #  ', '  #  ', ' ### '],
  '2': [' ### ', '#   #', '    #', '   # ', '  #  ', ' #   ', '#####'],
  '3': ['#####', '   # ', '  #  ', '   # ', '    #', '#   #', ' ### '],
  '4': ['   # ', '  ## ', ' # # ', '#  # ', '#####', '   # ', '   # '],
  '5': ['#####', '#    ', '#### ', '    #', '    #', '#   #', ' ### '],
  '6': ['  ## ', ' #   ', '#    ', '#### ', '#   #', '#   #', ' ### '],
  '7': ['#####', '    #', '   # ', '  #  ', ' #   ', ' #   ', ' #   '],
  '8': [' ### ', '#   #', '#   #', ' ### ', '#   #', '#   #', ' ### '],
  '9': [' ### ', '#   #', '#   #', ' ####', '    #', '   # ', ' ##  '],
};

export const CAPTCHA_WIDTH = 132;
export const CAPTCHA_HEIGHT = 44;
const SCALE = 4;

/** 4 to 6 random digits. */
export function captchaAnswer(): string {
  const length = randomInt(4, 7);
  let answer = '';
  for (let index = 0; index < length; index++) answer += String(randomInt(0, 10));
  return answer;
}

/**
 * Draws the digits into an RGB bitmap: each glyph scaled, shifted up or down and leaning a little, over speckle
 * noise, with a few lines through the text so that a plain template match does not read it.
 */
export function drawCaptcha(answer: string): Uint8Array {
  const pixels = new Uint8Array(CAPTCHA_WIDTH * CAPTCHA_HEIGHT * 3);
  const background = [238, 241, 247] as const;
  for (let index = 0; index < CAPTCHA_WIDTH * CAPTCHA_HEIGHT; index++) {
    const shade = randomInt(0, 18);
    pixels[index * 3] = (background[0] - shade) & 0xff;
    pixels[index * 3 + 1] = (background[1] - shade) & 0xff;
    pixels[index * 3 + 2] = (background[2] - shade) & 0xff;
  }
  const paint = (x: number, y: number, rgb: readonly [number, number, number]) => {
    if (x < 0 || y < 0 || x >= CAPTCHA_WIDTH || y >= CAPTCHA_HEIGHT) return;
    const offset = (y * CAPTCHA_WIDTH + x) * 3;
    pixels[offset] = rgb[0];
    pixels[offset + 1] = rgb[1];
    pixels[offset + 2] = rgb[2];
  };

  const glyphWidth = 5 * SCALE;
  const gap = Math.max(2, Math.floor((CAPTCHA_WIDTH - 8 - answer.length * glyphWidth) / Math.max(1, answer.length)));
  let left = Math.floor((CAPTCHA_WIDTH - answer.length * (glyphWidth + gap) + gap) / 2);
  for (const digit of answer) {
    const glyph = GLYPHS[digit];
    if (!glyph) continue;
    const ink = [randomInt(10, 90), randomInt(20, 90), randomInt(60, 150)] as const;
    const top = Math.floor((CAPTCHA_HEIGHT - 7 * SCALE) / 2) + randomInt(-4, 5);
    const lean = (randomInt(-3, 4) / 10) * SCALE;
    glyph.forEach((row, rowIndex) => {
      for (let column = 0; column < row.length; column++) {
        if (row[column] !== '#') continue;
        const shift = Math.round((3 - rowIndex) * lean);
        for (let dy = 0; dy < SCALE; dy++) {
          for (let dx = 0; dx < SCALE; dx++) {
            paint(left + column * SCALE + dx + shift, top + rowIndex * SCALE + dy, ink);
          }
        }
      }
    });
    left += glyphWidth + gap;
  }

  for (let line = 0; line < 4; line++) {
    const ink = [randomInt(60, 180), randomInt(60, 180), randomInt(60, 180)] as const;
    let y = randomInt(0, CAPTCHA_HEIGHT);
    const slope = (randomInt(-10, 11) / 10) * (CAPTCHA_HEIGHT / CAPTCHA_WIDTH) * 2;
    for (let x = 0; x < CAPTCHA_WIDTH; x++) {
      paint(x, Math.round(y), ink);
      y += slope;
    }
  }
  for (let dot = 0; dot < 160; dot++) {
    paint(randomInt(0, CAPTCHA_WIDTH), randomInt(0, CAPTCHA_HEIGHT), [randomInt(0, 256), randomInt(0, 256), 128]);
  }
  return pixels;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** Encodes an 8-bit RGB bitmap as a PNG: signature, IHDR, one zlib IDAT of unfiltered scanlines, IEND. */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: truecolour
  const stride = width * 3;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (stride + 1)] = 0; // filter: none
    raw.set(rgb.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

/** Per process: answers are only ever compared within their few minutes of life, which a restart ends anyway. */
const ANSWER_SECRET = randomBytes(32);
export function hashCaptchaAnswer(captchaId: string, answer: string): string {
  return createHmac('sha256', ANSWER_SECRET).update(`${captchaId}\n${answer}`).digest('base64url');
}
