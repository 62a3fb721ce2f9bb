/**
 * Fails when the workspaces' own dependencies (every `@wl/*` a package.json declares, dev and peer included) form a
 * cycle. Turbo only warns about one and runs the tasks anyway; pnpm only warns on install. Run from the repository
 * root (`node tooling/biome/workspaceGraph.ts`) or name the root as the first argument.
 */
import { globSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export interface Workspace {
  name: string;
  /** The folder, relative to the repository root. */
  folder: string;
  /** The other workspaces it declares, in any dependency field. */
  dependsOn: string[];
}

const FIELDS = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'] as const;

/** The `packages:` globs of pnpm-workspace.yaml (a list of plain strings, so no YAML parser is needed). */
export function workspaceGlobs(yaml: string): string[] {
  const globs: string[] = [];
  let inPackages = false;
  for (const line of yaml.split('\n')) {
    if (/^\S/.test(line)) inPackages = /^packages:\s*$/.test(line);
    const entry = inPackages ? /^\s+-\s+["']?([^"'#\s]+)["']?/.exec(line) : null;
    if (entry?.[1]) globs.push(entry[1]);
  }
  return globs;
}

export function readWorkspaces(root: string): Workspace[] {
  const globs = workspaceGlobs(readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8'));
  const manifests = globs.flatMap((glob) => globSync(`${glob}/package.json`, { cwd: root })).sort();
  const read = manifests.map((path) => ({
    folder: dirname(path),
    manifest: JSON.parse(readFileSync(join(root, path), 'utf8')) as Record<string, unknown>,
  }));
  const names = new Set(read.map(({ manifest }) => String(manifest.name)));
  return read.map(({ folder, manifest }) => {
    const declared = FIELDS.flatMap((field) => Object.keys((manifest[field] as Record<string, string>) ?? {}));
    return {
      name: String(manifest.name),
      folder,
      dependsOn: [...new Set(declared.filter((name) => names.has(name)))].sort(),
    };
  });
}

/** Every cycle, each once, as the names along it with the first repeated at the end. */
export function findCycles(workspaces: Workspace[]): string[][] {
  const edges = new Map(workspaces.map((workspace) => [workspace.name, workspace.dependsOn]));
  const cycles = new Map<string, string[]>();
  // A workspace whose every path has been walked lies on no cycle not already found.
  const done = new Set<string>();
  const visit = (name: string, path: string[]) => {
    if (done.has(name)) return;
    const at = path.indexOf(name);
    if (at >= 0) {
      const cycle = path.slice(at);
      // The same cycle is met from each of its members; key it by its smallest rotation.
      const start = cycle.indexOf([...cycle].sort()[0] ?? name);
      const rotated = [...cycle.slice(start), ...cycle.slice(0, start)];
      cycles.set(rotated.join(' '), [...rotated, rotated[0] ?? name]);
      return;
    }
    for (const next of edges.get(name) ?? []) visit(next, [...path, name]);
    done.add(name);
  };
  for (const name of edges.keys()) visit(name, []);
  return [...cycles.values()];
}

if (import.meta.main) {
  const cycles = findCycles(readWorkspaces(process.argv[2] ?? process.cwd()));
  for (const cycle of cycles) console.error(`workspace dependency cycle: ${cycle.join(' -> ')}`);
  if (cycles.length > 0) {
    console.error('A workspace may not depend on itself through others: move the shared part down a layer.');
    process.exit(1);
  }
  console.info('workspace dependencies: no cycle');
}
