import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';

/**
 * The workspace boundaries, tried on a sandbox laid out like the repository. Every workspace there declares every
 * package a sample imports, so a refusal comes from a boundary rule and not from an undeclared dependency.
 */
const here = fileURLToPath(new URL('.', import.meta.url));
const biome = join(here, 'node_modules', '.bin', 'biome');
const sandbox = mkdtempSync(join(tmpdir(), 'biome-boundaries-'));
after(() => rmSync(sandbox, { recursive: true, force: true }));

const WORKSPACES: Record<string, string> = {
  'apps/mobile': '@wl/mobile',
  'apps/agent': '@wl/agent',
  'apps/gateway': '@wl/gateway',
  'packages/api': '@wl/api',
  'packages/app': '@wl/app',
  'packages/domain': '@wl/domain',
  'packages/i18n': '@wl/i18n',
  'packages/ui': '@wl/ui',
  'tooling/testing': '@wl/testing',
};
const EXTERNAL = ['react', 'react-dom', '@xstate/react', 'react-router', 'react-i18next', 'xstate', 'zod'];

function write(path: string, text: string) {
  mkdirSync(dirname(join(sandbox, path)), { recursive: true });
  writeFileSync(join(sandbox, path), text);
}

write('biome.json', JSON.stringify({ root: true, extends: [join(here, 'biome.json')] }));
write('package.json', JSON.stringify({ name: 'sandbox', private: true }));
for (const [folder, name] of Object.entries(WORKSPACES)) {
  const others = [...Object.values(WORKSPACES).filter((other) => other !== name), ...EXTERNAL];
  write(
    `${folder}/package.json`,
    JSON.stringify({
      name,
      dependencies: Object.fromEntries(others.map((other) => [other, '*'])),
      devDependencies: { vitest: '*' },
    }),
  );
}

interface Finding {
  category: string;
  severity: string;
  message: string;
}

/**
 * The samples are collected while the suites are declared and linted together in one Biome run when the first test
 * asks, so each test reads its own file's findings. A path met again gets a number before its first dot, which keeps
 * its folder and its suffix (.test, .config), the two things the rules look at.
 */
const samples: string[] = [];
let linted: { count: number; byPath: Map<string, Finding[]> } | undefined;

function lintSamples() {
  const run = spawnSync(biome, ['lint', '--reporter=json', '--max-diagnostics=none', ...samples], {
    cwd: sandbox,
    encoding: 'utf8',
  });
  const report = JSON.parse(run.stdout) as { diagnostics: (Finding & { location: { path: string } })[] };
  assert.notEqual(run.status, 0, 'the refused samples fail the run');
  const byPath = new Map<string, Finding[]>();
  for (const { category, severity, message, location } of report.diagnostics) {
    byPath.set(location.path, [...(byPath.get(location.path) ?? []), { category, severity, message }]);
  }
  return { count: samples.length, byPath };
}

function sample(path: string, source: string): () => Finding[] {
  const unique = samples.includes(path) ? path.replace(/(\/[^/.]+)(?=[^/]*$)/, `$1_${samples.length}`) : path;
  samples.push(unique);
  write(unique, source);
  return () => {
    linted ??= lintSamples();
    assert.equal(linted.count, samples.length, 'every sample was declared before the run');
    return linted.byPath.get(unique) ?? [];
  };
}

function assertRefused(findings: Finding[], category: string, message: RegExp) {
  assert.ok(
    findings.some(
      (finding) => finding.severity === 'error' && finding.category === category && message.test(finding.message),
    ),
    `expected an error ${category} matching ${message}, got ${JSON.stringify(findings, null, 2)}`,
  );
}

const RESTRICTED = 'lint/style/noRestrictedImports';
const GLOBALS = 'lint/style/noRestrictedGlobals';
const PLUGIN = 'plugin';

/** A test that `source`, as the file at `path`, fails the lint with an error of `category` matching `message`. */
function refuses(name: string, path: string, source: string, category: string, message: RegExp) {
  const findings = sample(path, source);
  test(name, () => assertRefused(findings(), category, message));
}

/** A test that `source`, as the file at `path`, passes the lint. */
function takes(name: string, path: string, source: string) {
  const findings = sample(path, source);
  test(name, () => assert.deepEqual(findings(), []));
}

const importing = (specifier: string) => `import { value } from '${specifier}';\n\nexport const x = value;\n`;

describe('(a) packages/ui imports no domain, api, app layer or app', () => {
  for (const specifier of ['@wl/domain/roles', '@wl/domain', '@wl/api/client', '@wl/app/services', '@wl/app']) {
    refuses(
      `refuses ${specifier}`,
      'packages/ui/src/X.tsx',
      importing(specifier),
      RESTRICTED,
      /packages\/ui is presentational/,
    );
  }
  refuses(
    'refuses a type-only import of @wl/api too: the kit declares the prop types it takes',
    'packages/ui/src/X.tsx',
    "import type { ApiClients } from '@wl/api/client';\n\nexport type X = ApiClients;\n",
    RESTRICTED,
    /packages\/ui is presentational/,
  );
  refuses(
    'refuses an app',
    'packages/ui/src/X.tsx',
    importing('@wl/mobile/src/main'),
    RESTRICTED,
    /never imports an app/,
  );
  takes(
    'takes @wl/i18n and React',
    'packages/ui/src/X.tsx',
    "import { languages } from '@wl/i18n/languages';\nimport { useState } from 'react';\n\nexport const x = [languages, useState];\n",
  );
});

describe('(b) packages/domain holds no React, no I/O and only types from @wl/api', () => {
  for (const specifier of ['react', 'react-dom/client', '@xstate/react', 'react-router', 'react-i18next']) {
    refuses(
      `refuses ${specifier}`,
      'packages/domain/src/x.ts',
      importing(specifier),
      RESTRICTED,
      /packages\/domain holds no React/,
    );
  }
  for (const specifier of ['@wl/ui/button', '@wl/app', '@wl/i18n/languages']) {
    refuses(
      `refuses ${specifier}`,
      'packages/domain/src/x.ts',
      importing(specifier),
      RESTRICTED,
      /packages\/domain imports no @wl\/ui, @wl\/app or @wl\/i18n/,
    );
  }
  refuses(
    'refuses an app',
    'packages/domain/src/x.ts',
    importing('@wl/gateway/app'),
    RESTRICTED,
    /never imports an app/,
  );

  takes(
    'takes a type-only import and re-export from @wl/api',
    'packages/domain/src/x.ts',
    "import type { PatternId } from '@wl/api/registration';\n\nexport type { ApiResult } from '@wl/api/result';\nexport type X = PatternId;\n",
  );
  const valueImports: Record<string, string> = {
    'a value import': "import { PATTERNS } from '@wl/api/registration';\n\nexport const x = PATTERNS;\n",
    'an inline type import, which leaves a bare import behind':
      "import { type PatternId } from '@wl/api/registration';\n\nexport type X = PatternId;\n",
    'a value re-export': "export { PATTERNS } from '@wl/api/registration';\n",
    'a dynamic import': "export const client = () => import('@wl/api/client');\n",
  };
  for (const [what, source] of Object.entries(valueImports)) {
    refuses(`refuses ${what} of @wl/api`, 'packages/domain/src/x.ts', source, PLUGIN, /^domain-api-types-only:/);
  }

  const globals: Record<string, string> = {
    fetch: "export const load = () => fetch('/wps/system/status');\n",
    localStorage: "export const read = () => localStorage.getItem('token');\n",
    sessionStorage: "export const read = () => sessionStorage.getItem('token');\n",
    indexedDB: "export const open = () => indexedDB.open('keys');\n",
    XMLHttpRequest: 'export const request = () => new XMLHttpRequest();\n',
    document: 'export const title = () => document.title;\n',
    window: 'export const path = () => window.location.pathname;\n',
  };
  for (const [name, source] of Object.entries(globals)) {
    refuses(`refuses the global ${name}`, 'packages/domain/src/x.ts', source, GLOBALS, new RegExp(`\\b${name}\\b`));
  }
  refuses(
    'refuses a global reached through globalThis',
    'packages/domain/src/x.ts',
    "export const load = () => globalThis.fetch('/wps');\n",
    PLUGIN,
    /^domain-no-io-globals:/,
  );
  takes(
    'takes a fetch it is given',
    'packages/domain/src/x.ts',
    "export const load = (fetch: typeof globalThis.fetch) => fetch('/wps/system/status');\n",
  );
});

describe('(c) packages/api imports no domain, kit or app layer', () => {
  for (const specifier of ['@wl/domain/roles', '@wl/ui/button', '@wl/app']) {
    refuses(
      `refuses ${specifier}`,
      'packages/api/src/x.ts',
      importing(specifier),
      RESTRICTED,
      /packages\/api is the wire layer/,
    );
  }
  takes('takes zod', 'packages/api/src/x.ts', "import * as z from 'zod/mini';\n\nexport const x = z.string();\n");
});

describe('(d) no package or tool imports an app', () => {
  const cases: [string, string][] = [
    ['packages/api/src/x.test.ts', '@wl/gateway/app'],
    ['packages/app/src/x.ts', '@wl/agent'],
    ['packages/i18n/src/x.ts', '@wl/mobile/src/main'],
    ['tooling/testing/src/x.ts', '@wl/gateway/database'],
  ];
  for (const [file, specifier] of cases) {
    refuses(`refuses ${specifier} in ${file}`, file, importing(specifier), RESTRICTED, /never imports an app/);
  }
});

describe('(e) an app imports no other app', () => {
  const cases: [string, string][] = [
    ['apps/mobile/src/x.ts', '@wl/agent/src/main'],
    ['apps/mobile/e2e/x.ts', '@wl/gateway/app'],
    ['apps/agent/src/x.ts', '@wl/mobile'],
    ['apps/gateway/src/x.ts', '@wl/agent'],
  ];
  for (const [file, specifier] of cases) {
    refuses(
      `refuses ${specifier} in ${file}`,
      file,
      importing(specifier),
      RESTRICTED,
      /An app never imports another app/,
    );
  }
  takes(
    'takes the packages',
    'apps/mobile/src/x.ts',
    "import { createApiClients } from '@wl/api/client';\nimport { roles } from '@wl/domain/roles';\n\nexport const x = [createApiClients, roles];\n",
  );
});

describe('(f) no relative path leaves its workspace', () => {
  const cases: [string, string][] = [
    ['packages/ui/src/X.tsx', "import en from '../../i18n/src/locales/en/ui.json';\n\nexport const x = en;\n"],
    ['packages/ui/src/Button/X.tsx', "export { roles } from '../../../domain/src/roles.ts';\n"],
    ['packages/api/src/x.test.ts', "export const wps = new URL('../../../openapi/wps.yaml', import.meta.url);\n"],
    ['packages/api/scripts/x.ts', "export const dir = new URL('../../../openapi/', import.meta.url);\n"],
    ['packages/ui/.storybook/x.ts', "export const texts = import.meta.glob('../../i18n/src/locales/*/ui.json');\n"],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the sample is source text holding a template literal.
    ['apps/mobile/src/x.ts', 'export const load = (code: string) => import(`../../agent/src/${code}.ts`);\n'],
    ['apps/mobile/vite.config.ts', "import { x } from '../gateway/src/app.ts';\n\nexport const y = x;\n"],
    ['tooling/testing/src/x.ts', "export const server = import.meta.resolve('../../../apps/gateway/src/server.ts');\n"],
  ];
  for (const [file, source] of cases) {
    refuses(`refuses ${source.split('\n')[0]} in ${file}`, file, source, PLUGIN, /^workspace-relative-path:/);
  }
  takes(
    'takes a relative path that stays inside, and another workspace by its exports',
    'packages/ui/src/Button/X.tsx',
    [
      "import { tokens } from '../../src/theme/tokens.ts';",
      "import { Icon } from '../Icon/index.ts';",
      '',
      "export const wps = new URL(import.meta.resolve('@wl/openapi/wps.yaml'));",
      "export const story = new URL('../../.storybook/main.ts', import.meta.url);",
      'export const x = [tokens, Icon];',
      '',
    ].join('\n'),
  );
});

describe('declared dependencies and import cycles', () => {
  refuses(
    'refuses a package the workspace does not declare',
    'packages/ui/src/X.tsx',
    "import { merge } from 'lodash';\n\nexport const x = merge;\n",
    'lint/correctness/noUndeclaredDependencies',
    /lodash/,
  );
  const devImport = "import { describe } from 'vitest';\n\nexport const x = describe;\n";
  refuses(
    'refuses a dev dependency in shipped source',
    'packages/ui/src/X.tsx',
    devImport,
    'lint/correctness/noUndeclaredDependencies',
    /vitest/,
  );
  takes('takes a dev dependency in a test', 'packages/ui/src/X.test.tsx', devImport);

  write('packages/api/src/cycleB.ts', "import type { A } from './cycleA.ts';\n\nexport type B = { a?: A };\n");
  refuses(
    'refuses an import cycle, even one made of type-only imports',
    'packages/api/src/cycleA.ts',
    "import type { B } from './cycleB.ts';\n\nexport type A = { b?: B };\n",
    'lint/suspicious/noImportCycles',
    /cycle/i,
  );
});
