import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const biome = join(here, 'node_modules', '.bin', 'biome');
const sandbox = mkdtempSync(join(tmpdir(), 'biome-config-'));
writeFileSync(join(sandbox, 'biome.json'), JSON.stringify({ root: true, extends: [join(here, 'biome.json')] }));
after(() => rmSync(sandbox, { recursive: true, force: true }));

function check(source: string) {
  const file = join(sandbox, 'sample.ts');
  writeFileSync(file, source);
  const run = spawnSync(biome, ['check', '--reporter=json', file], { cwd: sandbox, encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

test('clean, formatted code passes', () => {
  const { status, output } = check("export const greeting = 'hello';\n");
  assert.equal(status, 0, output);
});

test('an explicit any is refused', () => {
  const { status, output } = check('export const value: any = 1;\n');
  assert.notEqual(status, 0);
  assert.match(output, /noExplicitAny/);
});

test('a stray console.log is refused', () => {
  const { status, output } = check("console.log('debug');\n");
  assert.notEqual(status, 0);
  assert.match(output, /noConsole/);
});

test('double quotes are a formatting error', () => {
  const { status } = check('export const greeting = "hello";\n');
  assert.notEqual(status, 0);
});
