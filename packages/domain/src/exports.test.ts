import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  exports: Record<string, string>;
};

describe('exports map', () => {
  it('names every machine and rule module of the package, and nothing that does not exist', async () => {
    const targets = Object.values(manifest.exports);
    const modules = (folder: string) =>
      readdirSync(new URL(folder, import.meta.url))
        .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
        .map((name) => `./src/${folder === './' ? '' : folder.replace('./', '')}${name}`);
    const internal = ['./src/notProvided.ts', './src/commonPasswords.ts'];
    expect([...modules('./'), ...modules('./forms/')].filter((path) => !internal.includes(path)).sort()).toEqual(
      [...targets].sort(),
    );
    for (const target of targets)
      await expect(import(new URL(`../${target}`, import.meta.url).href)).resolves.toBeDefined();
  });

  it('keeps React, fetch and browser storage out of the domain', () => {
    for (const target of Object.values(manifest.exports)) {
      const source = readFileSync(new URL(`../${target}`, import.meta.url), 'utf8');
      expect(source, target).not.toMatch(/from 'react'|\bfetch\(|localStorage|sessionStorage|indexedDB/);
    }
  });
});
