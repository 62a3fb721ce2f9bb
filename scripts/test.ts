/**
 * Runs every suite of the repository in order, prints each runner's own summary, then a table of what passed and
 * how long each took. Exits non-zero when any suite failed; a failed suite does not stop the ones after it.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

const suites: { name: string; command: string[] }[] = [
  { name: 'lint and format', command: ['biome', 'ci', '--colors=off', '.'] },
  { name: 'workspace graph', command: ['node', 'tooling/biome/workspaceGraph.ts'] },
  { name: 'typecheck', command: ['turbo', 'run', 'typecheck'] },
  { name: 'unit and model', command: ['turbo', 'run', 'test'] },
  // The attacks the gateway was probed with, replayed over HTTP against a real gateway process.
  { name: 'gateway attacks', command: ['pnpm', '--filter', '@wl/gateway', 'attack'] },
  // Incremental against the committed report, so it re-tests only what changed since; a run that would take longer
  // than the time limit means the report is stale (docs/decisions.md). `--break <score>` overrides the bar of 85.
  { name: 'mutation', command: ['pnpm', '--filter', '@wl/domain', 'mutate', '--time-limit', '10'] },
  { name: 'build', command: ['turbo', 'run', 'build'] },
  { name: 'size budget', command: ['turbo', 'run', 'size'] },
  { name: 'browser and stories', command: ['turbo', 'run', 'test:browser', '--concurrency=1'] },
  { name: 'storybook build', command: ['turbo', 'run', 'storybook:build'] },
  // --continue: the player site's specs still run when the agent build's fail, and the other way round.
  { name: 'end to end', command: ['turbo', 'run', 'test:e2e', '--concurrency=1', '--continue'] },
  // Every screen at 360 px in Malay and Arabic: axe, the kit's layout checks and a screenshot each.
  { name: 'screen audit', command: ['turbo', 'run', 'test:audit', '--concurrency=1', '--continue'] },
  // Every screen under each failure of the gateway; each app prints "fault matrix: N of M cells passed".
  { name: 'fault matrix', command: ['turbo', 'run', 'test:faults', '--concurrency=1', '--continue'] },
];

/**
 * Lines that say what failed, in the words of each runner: Playwright's ✘ and its "N failed" and "N flaky" summary
 * (N above 0), Vitest's FAIL and ×, TypeScript's errors, turbo's exit codes, the first line of an assertion's error.
 * The marks count at the start of a line or after turbo's "package:task:" prefix, so a passing line that says "5×"
 * or "0 failed" is not one. They are printed again above the table, so the end of a long log says what to look at.
 */
const FAILURE_LINE =
  /(^|:\s+)[✘×]\s|\bFAIL(ED)?\b|\b[1-9]\d* (failed|flaky)\b|error TS\d+|exited \(\d+\)|^\S*\s*(Error|TimeoutError):/;
const FAILURE_LINES_KEPT = 30;

/** Runs a suite, its output passed through as it comes, and answers whether it passed and its failure lines. */
function runSuite(command: string, args: string[]): Promise<{ ok: boolean; failureLines: string[] }> {
  return new Promise((done) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['inherit', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    // A set: a line repeated through a long log is kept once, without searching a growing list for it.
    const failureLines = new Set<string>();
    const watch = (stream: NodeJS.ReadableStream, out: NodeJS.WriteStream) => {
      let partial = '';
      stream.on('data', (chunk: Buffer) => {
        out.write(chunk);
        const lines = (partial + chunk.toString('utf8')).split('\n');
        partial = lines.pop() ?? '';
        for (const line of lines) {
          const trimmed = line.trim().slice(0, 240);
          if (FAILURE_LINE.test(trimmed)) failureLines.add(trimmed);
        }
      });
    };
    watch(child.stdout, process.stdout);
    watch(child.stderr, process.stderr);
    child.on('error', () => done({ ok: false, failureLines: [`${command} could not be started`] }));
    child.on('close', (status) => done({ ok: status === 0, failureLines: [...failureLines] }));
  });
}

const results: { name: string; ok: boolean; seconds: number; failureLines: string[] }[] = [];
for (const suite of suites) {
  console.info(`\n\x1b[1m=== ${suite.name}: ${suite.command.join(' ')}\x1b[0m`);
  const started = performance.now();
  const [command, ...args] = suite.command as [string, ...string[]];
  const { ok, failureLines } = await runSuite(command, args);
  const seconds = (performance.now() - started) / 1000;
  results.push({ name: suite.name, ok, seconds, failureLines });
  console.info(`=== ${suite.name}: ${ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(1)} s`);
}

// What failed, and what passed only on a retry, said again where a long log ends.
for (const { name, ok, failureLines } of results) {
  if (failureLines.length === 0) continue;
  console.info(`\n${ok ? 'passed, with these lines in its log' : 'FAILED'}: ${name}`);
  for (const line of failureLines.slice(-FAILURE_LINES_KEPT)) console.info(`  ${line}`);
}

const width = Math.max(...results.map((result) => result.name.length));
console.info(`\n${'suite'.padEnd(width + 1)}result   time`);
for (const { name, ok, seconds } of results) {
  console.info(`${name.padEnd(width + 1)}${(ok ? 'passed' : 'FAILED').padEnd(9)}${seconds.toFixed(1).padStart(6)} s`);
}
const total = results.reduce((sum, result) => sum + result.seconds, 0);
const failed = results.filter((result) => !result.ok).length;
console.info(`total ${total.toFixed(1)} s`);
console.info(`suites: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
