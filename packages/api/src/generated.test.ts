import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { generatedSources } from '../scripts/contract-types.ts';

describe('generated types', () => {
  it('match the documents in openapi/ (run `pnpm --filter @wl/api generate` after changing them)', async () => {
    for (const { outFile, source } of await generatedSources()) {
      expect(readFileSync(fileURLToPath(outFile), 'utf8'), fileURLToPath(outFile)).toBe(source);
    }
  }, 30_000);
});
