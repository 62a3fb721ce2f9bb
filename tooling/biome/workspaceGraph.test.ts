import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { findCycles, readWorkspaces, type Workspace } from './workspaceGraph.ts';

const script = fileURLToPath(new URL('./workspaceGraph.ts', import.meta.url));
const roots: string[] = [];
after(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

/** A repository with the given workspaces, each a folder and its package.json. */
function repository(manifests: Record<string, object>): string {
  const root = mkdtempSync(join(tmpdir(), 'workspace-graph-'));
  roots.push(root);
  writeFileSync(
    join(root, 'pnpm-workspace.yaml'),
    "packages:\n  - apps/*\n  - 'packages/*'\n  - openapi\n\ncatalog:\n  zod: 4\n",
  );
  writeFileSync(join(root, 'package.json'), JSON.stringify({ name: 'root', devDependencies: { '@wl/api': '*' } }));
  for (const [folder, manifest] of Object.entries(manifests)) {
    mkdirSync(join(root, folder), { recursive: true });
    writeFileSync(join(root, folder, 'package.json'), JSON.stringify(manifest));
  }
  return root;
}

const check = (root: string) => spawnSync(process.execPath, [script, root], { encoding: 'utf8' });

const workspace = (name: string, ...dependsOn: string[]): Workspace => ({ name, folder: name, dependsOn });

test('a layered graph has no cycle', () => {
  const graph = [
    workspace('@wl/mobile', '@wl/app', '@wl/api'),
    workspace('@wl/app', '@wl/domain', '@wl/api', '@wl/ui'),
    workspace('@wl/domain', '@wl/api'),
    workspace('@wl/ui'),
    workspace('@wl/api'),
  ];
  assert.deepEqual(findCycles(graph), []);
});

test('names a cycle once, from its first member in name order', () => {
  const graph = [
    workspace('@wl/gateway', '@wl/api'),
    workspace('@wl/api', '@wl/gateway'),
    workspace('@wl/app', '@wl/api'),
  ];
  assert.deepEqual(findCycles(graph), [['@wl/api', '@wl/gateway', '@wl/api']]);
});

test('finds a longer cycle and one of a workspace on itself', () => {
  const graph = [
    workspace('@wl/a', '@wl/b'),
    workspace('@wl/b', '@wl/c'),
    workspace('@wl/c', '@wl/a'),
    workspace('@wl/d', '@wl/d'),
  ];
  assert.deepEqual(findCycles(graph), [
    ['@wl/a', '@wl/b', '@wl/c', '@wl/a'],
    ['@wl/d', '@wl/d'],
  ]);
});

test('reads every dependency field of every workspace pnpm knows, and only workspace names', () => {
  const root = repository({
    'apps/gateway': { name: '@wl/gateway', dependencies: { '@wl/api': 'workspace:*', hono: '4' } },
    'packages/api': { name: '@wl/api', devDependencies: { '@wl/openapi': 'workspace:*', vitest: '5' } },
    'packages/ui': { name: '@wl/ui', peerDependencies: { react: '19' }, optionalDependencies: { '@wl/i18n': '*' } },
    'packages/i18n': { name: '@wl/i18n' },
    openapi: { name: '@wl/openapi' },
    'scratch/tool': { name: '@wl/scratch', dependencies: { '@wl/api': '*' } },
  });
  assert.deepEqual(readWorkspaces(root), [
    { name: '@wl/gateway', folder: 'apps/gateway', dependsOn: ['@wl/api'] },
    { name: '@wl/openapi', folder: 'openapi', dependsOn: [] },
    { name: '@wl/api', folder: 'packages/api', dependsOn: ['@wl/openapi'] },
    { name: '@wl/i18n', folder: 'packages/i18n', dependsOn: [] },
    { name: '@wl/ui', folder: 'packages/ui', dependsOn: ['@wl/i18n'] },
  ]);
});

test('the check fails and names the cycle when a dev dependency closes one', () => {
  const root = repository({
    'apps/gateway': { name: '@wl/gateway', dependencies: { '@wl/api': 'workspace:*' } },
    'packages/api': { name: '@wl/api', devDependencies: { '@wl/gateway': 'workspace:*' } },
  });
  const run = check(root);
  assert.equal(run.status, 1);
  assert.match(run.stderr, /workspace dependency cycle: @wl\/api -> @wl\/gateway -> @wl\/api/);
});

test('the check passes a graph without a cycle', () => {
  const root = repository({
    'apps/gateway': { name: '@wl/gateway', dependencies: { '@wl/api': 'workspace:*' } },
    'packages/api': { name: '@wl/api', devDependencies: { '@wl/openapi': 'workspace:*' } },
    openapi: { name: '@wl/openapi' },
  });
  const run = check(root);
  assert.equal(run.status, 0, run.stderr);
});
