import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generatedSources } from './contract-types.ts';

/** Regenerates src/generated/*.ts from the documents in openapi/. */
for (const { outFile, source } of await generatedSources()) {
  writeFileSync(fileURLToPath(outFile), source);
  console.info(`wrote ${fileURLToPath(outFile)}`);
}
