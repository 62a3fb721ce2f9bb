import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * The built files of these sources, from the build's manifest (as `/assets/…` paths): what a test holds back or takes
 * away to stand for a slow or lost chunk, or looks for among the page's requests.
 */
export function builtFilesOf(sources: readonly string[]): string[] {
  const manifest = JSON.parse(
    readFileSync(resolve(import.meta.dirname, '../dist/.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>;
  return sources.map((source) => `/${manifest[source]?.file ?? `(${source} is not in the build)`}`);
}
