import { readFileSync } from 'node:fs';
import openapiTS, { astToString } from 'openapi-typescript';
import { parse } from 'yaml';

export const DOCUMENTS = ['wps', 'lgw'] as const;

/** A contract document, through @wl/openapi's exports map. */
const contractFile = (name: string) => new URL(import.meta.resolve(`@wl/openapi/${name}.yaml`));
const generatedDir = new URL('../src/generated/', import.meta.url);
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  'x-module-id'?: string;
  'x-encrypted'?: boolean;
}
interface Document {
  security?: Record<string, string[]>[];
  paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
}

const header = (from: string) =>
  `// Generated from ${from} by packages/api/scripts/generate-types.ts. Do not edit:\n` +
  '// change the document and run `pnpm --filter @wl/api generate`.\n\n';

/** What the generator writes; the drift test compares it with the committed files. */
export async function generatedSources(): Promise<{ outFile: URL; source: string }[]> {
  const types = await Promise.all(
    DOCUMENTS.map(async (name) => {
      const ast = await openapiTS(contractFile(name), { immutable: true });
      return {
        outFile: new URL(`${name}.ts`, generatedDir),
        source: header(`openapi/${name}.yaml`) + astToString(ast),
      };
    }),
  );
  return [...types, { outFile: new URL('operations.ts', generatedDir), source: operationTable() }];
}

/** Per operation: its module id, whether its body is encrypted, whether it needs the session token. */
function operationTable(): string {
  const rows: string[] = [];
  for (const name of DOCUMENTS) {
    const document = parse(readFileSync(contractFile(name), 'utf8')) as Document;
    for (const [path, item] of Object.entries(document.paths)) {
      for (const method of METHODS) {
        const operation = item[method];
        if (!operation) continue;
        const security = operation.security ?? document.security ?? [];
        // Needs a session only when every way to call it carries the token; optional-token operations list both.
        const auth = security.length > 0 && security.every((requirement) => 'token' in requirement);
        rows.push(
          `  '${method.toUpperCase()} ${path}': { operationId: '${operation.operationId}', moduleId: '${operation['x-module-id'] ?? ''}', encrypted: ${operation['x-encrypted'] === true}, auth: ${auth} },`,
        );
      }
    }
  }
  return (
    header('openapi/*.yaml') +
    'export interface OperationInfo {\n  operationId: string;\n  moduleId: string;\n  encrypted: boolean;\n  auth: boolean;\n}\n\n' +
    `export const operations: Readonly<Record<string, OperationInfo>> = {\n${rows.join('\n')}\n};\n`
  );
}
