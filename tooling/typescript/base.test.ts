import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

const read = (name: string) => JSON.parse(readFileSync(new URL(name, import.meta.url), 'utf8'));

test('the base keeps the strict settings every package relies on', () => {
  const { compilerOptions } = read('./base.json');
  assert.equal(compilerOptions.strict, true);
  assert.equal(compilerOptions.noUncheckedIndexedAccess, true);
  assert.equal(compilerOptions.verbatimModuleSyntax, true);
  assert.equal(compilerOptions.erasableSyntaxOnly, true);
  assert.equal(compilerOptions.module, 'preserve');
  assert.equal(compilerOptions.moduleResolution, 'bundler');
  assert.equal(compilerOptions.noEmit, true);
});

test('the browser and node variants extend the base and add only their platform', () => {
  for (const name of ['./react.json', './node.json']) {
    const config = read(name);
    assert.equal(config.extends, './base.json');
    assert.deepEqual(
      Object.keys(config.compilerOptions).sort(),
      ['lib', 'types', ...(name === './react.json' ? ['jsx'] : [])].sort(),
    );
  }
});
