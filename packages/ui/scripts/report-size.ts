import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Prints the size of a static build: files, raw bytes and gzip bytes of its JavaScript and CSS. */
const root = process.argv[2] ?? 'storybook-static';
let files = 0;
let raw = 0;
let gzip = 0;
for (const file of walk(root)) {
  files += 1;
  const size = statSync(file).size;
  raw += size;
  if (/\.(js|css|html)$/.test(file)) gzip += gzipSync(readFileSync(file), { level: 9 }).length;
  else gzip += size;
}
console.info(`${root}: ${files} files, ${(raw / 1024).toFixed(1)} kB on disk, ${(gzip / 1024).toFixed(1)} kB gzip`);

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}
