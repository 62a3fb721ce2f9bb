import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Lints the contract documents with Redocly, each found through @wl/openapi's exports map. */
const contract = (entry: string) => fileURLToPath(import.meta.resolve(`@wl/openapi/${entry}`));
const redocly = fileURLToPath(new URL('../node_modules/.bin/redocly', import.meta.url));

const run = spawnSync(
  redocly,
  ['lint', '--config', contract('redocly.yaml'), '--format=summary', contract('wps.yaml'), contract('lgw.yaml')],
  { stdio: 'inherit' },
);
process.exit(run.status ?? 1);
