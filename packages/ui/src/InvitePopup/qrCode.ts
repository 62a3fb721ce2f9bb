/**
 * A QR code encoder for the invite link: byte mode (UTF-8), error correction level M, versions 1 to 10 (up to 213
 * bytes, longer than any invite link), the mask chosen by the standard's penalty rules (ISO/IEC 18004, 7.8.3).
 * 2.2 kB gzip minified, and nothing to keep up to date: an invite link needs no other mode, level or version.
 */

/** Level M per version: error correction codewords per block, and the data codewords of each block. */
const blocksM: readonly { ecPerBlock: number; dataPerBlock: readonly number[] }[] = [
  { ecPerBlock: 10, dataPerBlock: [16] },
  { ecPerBlock: 16, dataPerBlock: [28] },
  { ecPerBlock: 26, dataPerBlock: [44] },
  { ecPerBlock: 18, dataPerBlock: [32, 32] },
  { ecPerBlock: 24, dataPerBlock: [43, 43] },
  { ecPerBlock: 16, dataPerBlock: [27, 27, 27, 27] },
  { ecPerBlock: 18, dataPerBlock: [31, 31, 31, 31] },
  { ecPerBlock: 22, dataPerBlock: [38, 38, 39, 39] },
  { ecPerBlock: 22, dataPerBlock: [36, 36, 36, 37, 37] },
  { ecPerBlock: 26, dataPerBlock: [43, 43, 43, 43, 44] },
];

/** Centres of the alignment patterns per version (the row and column coordinates, combined). */
const alignmentCentres: readonly (readonly number[])[] = [
  [],
  [6, 18],
  [6, 22],
  [6, 26],
  [6, 30],
  [6, 34],
  [6, 22, 38],
  [6, 24, 42],
  [6, 26, 46],
  [6, 28, 50],
];

export const QR_MAX_VERSION = blocksM.length;

export interface QrCode {
  version: number;
  mask: number;
  /** Rows of modules, true for dark; `size` x `size`, without the quiet zone. */
  modules: boolean[][];
  size: number;
}

function dataCapacity(version: number): number {
  return blocksM[version - 1]?.dataPerBlock.reduce((sum, count) => sum + count, 0) ?? 0;
}

/** The smallest version whose data codewords hold the mode, the length and the bytes. */
function versionFor(byteCount: number): number {
  for (let version = 1; version <= QR_MAX_VERSION; version += 1) {
    const countBits = version < 10 ? 8 : 16;
    if (4 + countBits + byteCount * 8 <= dataCapacity(version) * 8) return version;
  }
  throw new RangeError(`Too long for a QR code up to version ${QR_MAX_VERSION}: ${byteCount} bytes`);
}

/** The data codewords: byte mode, the length, the bytes, a terminator and the standard's padding. */
function dataCodewords(bytes: Uint8Array, version: number): number[] {
  const bits: number[] = [];
  const push = (value: number, length: number) => {
    for (let bit = length - 1; bit >= 0; bit -= 1) bits.push((value >>> bit) & 1);
  };
  const capacityBits = dataCapacity(version) * 8;
  push(0b0100, 4);
  push(bytes.length, version < 10 ? 8 : 16);
  for (const byte of bytes) push(byte, 8);
  push(0, Math.min(4, capacityBits - bits.length));
  push(0, (8 - (bits.length % 8)) % 8);
  const codewords: number[] = [];
  for (let index = 0; index < bits.length; index += 8) {
    codewords.push(bits.slice(index, index + 8).reduce((byte, bit) => (byte << 1) | bit, 0));
  }
  for (let pad = 0xec; codewords.length < capacityBits / 8; pad ^= 0xec ^ 0x11) codewords.push(pad);
  return codewords;
}

/** Multiplication in GF(2^8) modulo x^8 + x^4 + x^3 + x^2 + 1. */
function gfMultiply(x: number, y: number): number {
  let product = 0;
  for (let bit = 7; bit >= 0; bit -= 1) {
    product = (product << 1) ^ ((product >>> 7) * 0x11d);
    product ^= ((y >>> bit) & 1) * x;
  }
  return product;
}

/** The Reed-Solomon generator polynomial of a degree, highest coefficient (always 1) left out. */
function rsGenerator(degree: number): number[] {
  const generator = new Array<number>(degree).fill(0);
  generator[degree - 1] = 1;
  let root = 1;
  for (let step = 0; step < degree; step += 1) {
    for (let index = 0; index < degree; index += 1) {
      generator[index] = gfMultiply(generator[index] ?? 0, root) ^ (generator[index + 1] ?? 0);
    }
    root = gfMultiply(root, 0x02);
  }
  return generator;
}

function rsRemainder(data: readonly number[], generator: readonly number[]): number[] {
  const remainder = generator.map(() => 0);
  for (const byte of data) {
    const factor = byte ^ (remainder.shift() ?? 0);
    remainder.push(0);
    generator.forEach((coefficient, index) => {
      remainder[index] = (remainder[index] ?? 0) ^ gfMultiply(coefficient, factor);
    });
  }
  return remainder;
}

/** Splits the data into the version's blocks, adds each block's error correction, and interleaves them all. */
function withErrorCorrection(data: readonly number[], version: number): number[] {
  const layout = blocksM[version - 1];
  if (!layout) throw new RangeError(`No QR version ${version}`);
  const generator = rsGenerator(layout.ecPerBlock);
  const blocks: number[][] = [];
  let offset = 0;
  for (const count of layout.dataPerBlock) {
    blocks.push(data.slice(offset, offset + count));
    offset += count;
  }
  const corrections = blocks.map((block) => rsRemainder(block, generator));
  const out: number[] = [];
  const longest = Math.max(...layout.dataPerBlock);
  for (let index = 0; index < longest; index += 1) {
    for (const block of blocks) if (index < block.length) out.push(block[index] ?? 0);
  }
  for (let index = 0; index < layout.ecPerBlock; index += 1) {
    for (const correction of corrections) out.push(correction[index] ?? 0);
  }
  return out;
}

const masks: readonly ((x: number, y: number) => boolean)[] = [
  (x, y) => (x + y) % 2 === 0,
  (_x, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
];

class Matrix {
  readonly size: number;
  readonly modules: boolean[][];
  readonly reserved: boolean[][];

  constructor(size: number) {
    this.size = size;
    this.modules = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
    this.reserved = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  }

  get(x: number, y: number): boolean {
    return this.modules[y]?.[x] ?? false;
  }

  /** A module of a function pattern (finder, timing, alignment, format or version): never masked. */
  fixed(x: number, y: number, dark: boolean) {
    const row = this.modules[y];
    const reservedRow = this.reserved[y];
    if (!row || !reservedRow) return;
    row[x] = dark;
    reservedRow[x] = true;
  }

  isReserved(x: number, y: number): boolean {
    return this.reserved[y]?.[x] ?? false;
  }

  flip(x: number, y: number) {
    const row = this.modules[y];
    if (row) row[x] = !row[x];
  }
}

function drawFunctionPatterns(matrix: Matrix, version: number) {
  const { size } = matrix;
  for (let index = 0; index < size; index += 1) {
    matrix.fixed(6, index, index % 2 === 0);
    matrix.fixed(index, 6, index % 2 === 0);
  }
  for (const [cx, cy] of [
    [3, 3],
    [size - 4, 3],
    [3, size - 4],
  ] as const) {
    for (let dy = -4; dy <= 4; dy += 1) {
      for (let dx = -4; dx <= 4; dx += 1) {
        const x = cx + dx;
        const y = cy + dy;
        if (x < 0 || y < 0 || x >= size || y >= size) continue;
        const ring = Math.max(Math.abs(dx), Math.abs(dy));
        matrix.fixed(x, y, ring !== 2 && ring !== 4);
      }
    }
  }
  const centres = alignmentCentres[version - 1] ?? [];
  const last = centres.length - 1;
  centres.forEach((cy, row) => {
    centres.forEach((cx, column) => {
      // The three corners already hold finder patterns.
      if ((row === 0 && column === 0) || (row === 0 && column === last) || (row === last && column === 0)) return;
      for (let dy = -2; dy <= 2; dy += 1) {
        for (let dx = -2; dx <= 2; dx += 1) matrix.fixed(cx + dx, cy + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
      }
    });
  });
  drawFormatBits(matrix, 0);
  if (version >= 7) {
    let remainder = version;
    for (let step = 0; step < 12; step += 1) remainder = (remainder << 1) ^ ((remainder >>> 11) * 0x1f25);
    const bits = (version << 12) | remainder;
    for (let index = 0; index < 18; index += 1) {
      const dark = ((bits >>> index) & 1) === 1;
      const a = size - 11 + (index % 3);
      const b = Math.floor(index / 3);
      matrix.fixed(a, b, dark);
      matrix.fixed(b, a, dark);
    }
  }
}

/** Level M (00) and the mask, BCH-coded, in both copies, with the dark module beside the lower finder. */
function drawFormatBits(matrix: Matrix, mask: number) {
  const { size } = matrix;
  const data = (0b00 << 3) | mask;
  let remainder = data;
  for (let step = 0; step < 10; step += 1) remainder = (remainder << 1) ^ ((remainder >>> 9) * 0x537);
  const bits = ((data << 10) | remainder) ^ 0x5412;
  const bit = (index: number) => ((bits >>> index) & 1) === 1;
  for (let index = 0; index <= 5; index += 1) matrix.fixed(8, index, bit(index));
  matrix.fixed(8, 7, bit(6));
  matrix.fixed(8, 8, bit(7));
  matrix.fixed(7, 8, bit(8));
  for (let index = 9; index < 15; index += 1) matrix.fixed(14 - index, 8, bit(index));
  for (let index = 0; index < 8; index += 1) matrix.fixed(size - 1 - index, 8, bit(index));
  for (let index = 8; index < 15; index += 1) matrix.fixed(8, size - 15 + index, bit(index));
  matrix.fixed(8, size - 8, true);
}

/** The codewords in the standard's zigzag: two columns at a time from the right, up then down, skipping column 6. */
function drawCodewords(matrix: Matrix, codewords: readonly number[]) {
  const { size } = matrix;
  let index = 0;
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    const upward = ((right + 1) & 2) === 0;
    for (let step = 0; step < size; step += 1) {
      const y = upward ? size - 1 - step : step;
      for (let column = 0; column < 2; column += 1) {
        const x = right - column;
        if (matrix.isReserved(x, y) || index >= codewords.length * 8) continue;
        const byte = codewords[index >>> 3] ?? 0;
        if (((byte >>> (7 - (index & 7))) & 1) === 1) matrix.flip(x, y);
        index += 1;
      }
    }
  }
}

function applyMask(matrix: Matrix, mask: number) {
  const test = masks[mask];
  if (!test) return;
  for (let y = 0; y < matrix.size; y += 1) {
    for (let x = 0; x < matrix.size; x += 1) if (!matrix.isReserved(x, y) && test(x, y)) matrix.flip(x, y);
  }
}

/** The standard's penalty (N1 3, N2 3, N3 40, N4 10): lower reads more reliably. */
function penalty(matrix: Matrix): number {
  const { size } = matrix;
  let score = 0;

  // Runs of one colour (N1) and finder-like 1:1:3:1:1 patterns with four light modules on one side (N3); the
  // quiet zone outside the symbol counts as light.
  const line = (get: (index: number) => boolean) => {
    let colour = false;
    let run = 0;
    const history = [0, 0, 0, 0, 0, 0, 0];
    const addHistory = (length: number) => {
      history.pop();
      history.unshift(history[0] === 0 ? length + size : length);
    };
    const finderLike = () => {
      const [before = 0, a = 0, b = 0, c = 0, d = 0, e = 0, after = 0] = history;
      const core = a > 0 && b === a && c === a * 3 && d === a && e === a;
      return (core && before >= a * 4 && after >= a ? 1 : 0) + (core && after >= a * 4 && before >= a ? 1 : 0);
    };
    for (let index = 0; index < size; index += 1) {
      if (get(index) === colour) {
        run += 1;
        if (run === 5) score += 3;
        else if (run > 5) score += 1;
      } else {
        addHistory(run);
        if (!colour) score += finderLike() * 40;
        colour = get(index);
        run = 1;
      }
    }
    if (colour) {
      addHistory(run);
      run = 0;
    }
    addHistory(run + size);
    score += finderLike() * 40;
  };
  for (let y = 0; y < size; y += 1) line((x) => matrix.get(x, y));
  for (let x = 0; x < size; x += 1) line((y) => matrix.get(x, y));

  let dark = 0;
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const colour = matrix.get(x, y);
      if (colour) dark += 1;
      // 2 x 2 blocks of one colour (N2).
      if (
        x < size - 1 &&
        y < size - 1 &&
        colour === matrix.get(x + 1, y) &&
        colour === matrix.get(x, y + 1) &&
        colour === matrix.get(x + 1, y + 1)
      ) {
        score += 3;
      }
    }
  }
  // Dark modules far from half (N4): 10 for every 5 % away.
  const total = size * size;
  score += (Math.ceil(Math.abs(dark * 20 - total * 10) / total) - 1) * 10;
  return score;
}

/**
 * Encodes text (as UTF-8 bytes) at level M in the smallest version that holds it, with the mask of lowest penalty
 * unless one is forced.
 */
export function encodeQr(text: string, forcedMask?: number): QrCode {
  const bytes = new TextEncoder().encode(text);
  const version = versionFor(bytes.length);
  const size = version * 4 + 17;
  const matrix = new Matrix(size);
  drawFunctionPatterns(matrix, version);
  drawCodewords(matrix, withErrorCorrection(dataCodewords(bytes, version), version));

  let best = { mask: 0, score: Number.POSITIVE_INFINITY };
  for (let mask = 0; mask < masks.length; mask += 1) {
    if (forcedMask !== undefined && mask !== forcedMask) continue;
    applyMask(matrix, mask);
    drawFormatBits(matrix, mask);
    const score = penalty(matrix);
    if (score < best.score) best = { mask, score };
    applyMask(matrix, mask);
  }
  applyMask(matrix, best.mask);
  drawFormatBits(matrix, best.mask);
  return { version, mask: best.mask, size, modules: matrix.modules.map((row) => [...row]) };
}

/** One SVG path for every dark module, one unit each, offset by the quiet zone. */
export function qrPath(code: QrCode, quietZone: number): string {
  const parts: string[] = [];
  code.modules.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x + quietZone} ${y + quietZone}h1v1h-1z`);
    });
  });
  return parts.join('');
}
