/**
 * Mutation testing of the domain's machines and rules: runs Stryker (configured in stryker.config.mjs, incremental
 * against the committed reports/mutation/incremental.json), then prints the mutation score of each file and every
 * mutant no test killed, one a line, in plain text.
 *
 *   node mutate.ts [--break <score>] [--time-limit <minutes>] [other Stryker options, e.g. --force]
 *
 * --break sets the score below which the run fails (stryker.config.mjs holds the bar). --time-limit stops a run that
 * re-tests too much: the committed incremental report is then stale, and a run without the limit refreshes it.
 * See docs/decisions.md for the bar and for the survivors judged equivalent.
 */
import { spawn } from 'node:child_process';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';

const root = import.meta.dirname;
const reportFile = resolve(root, 'reports/mutation/incremental.json');

interface Position {
  line: number;
  column: number;
}
interface MutantResult {
  id: string;
  mutatorName: string;
  replacement?: string;
  location: { start: Position; end: Position };
  status: string;
  coveredBy?: string[];
  killedBy?: string[];
}
interface TestDefinition {
  id: string;
  name: string;
  location?: { start: Position };
}
/** The parts of Stryker's report (mutation-testing-report-schema) this script reads or keeps. */
interface Report {
  schemaVersion: string;
  thresholds: { high: number; low: number };
  files: Record<string, { source: string; mutants: MutantResult[] }>;
  testFiles?: Record<string, { source?: string; tests: TestDefinition[] }>;
}

const { breakAt, timeLimitMinutes, strykerArgs } = parseArguments(process.argv.slice(2));
const started = Date.now();
const status = await runStryker(strykerArgs, breakAt, timeLimitMinutes);
// Stryker also saves what it tested when it is stopped, so the next run picks up from there.
const report = reportWrittenSince(started) ? (JSON.parse(readFileSync(reportFile, 'utf8')) as Report) : undefined;
if (report) writeFileSync(reportFile, JSON.stringify(slim(report)));
if (status === 'timed out') {
  console.error(
    `\nMutation testing stopped after ${timeLimitMinutes} min: the code or tests changed too much since ` +
      `${relative(process.cwd(), reportFile)} was committed. Run \`pnpm --filter @wl/domain mutate\` (it goes on ` +
      'from what this run tested) and commit that file.',
  );
  process.exit(1);
}
if (!report) {
  console.error(`\nStryker wrote no report (exit code ${status}); see its output above.`);
  process.exit(status !== 0 ? status : 1);
}
printSummary(report);
if (status !== 0)
  console.error(`Stryker exited with code ${status}: the score is below the break threshold or a run failed.`);
process.exit(status);

function parseArguments(args: string[]): {
  breakAt: number | undefined;
  timeLimitMinutes: number | undefined;
  strykerArgs: string[];
} {
  let breakAt: number | undefined;
  let timeLimitMinutes: number | undefined;
  const strykerArgs: string[] = [];
  for (let index = 0; index < args.length; index++) {
    const argument = args[index] as string;
    if (argument === '--break' || argument === '--time-limit') {
      const value = Number(args[++index]);
      if (!Number.isFinite(value) || value < 0) throw new Error(`${argument} takes a number`);
      if (argument === '--break') breakAt = value;
      else timeLimitMinutes = value;
    } else if (argument !== '--') {
      strykerArgs.push(argument);
    }
  }
  return { breakAt, timeLimitMinutes, strykerArgs };
}

function runStryker(
  args: string[],
  breakAt: number | undefined,
  timeLimitMinutes: number | undefined,
): Promise<number | 'timed out'> {
  const env = { ...process.env, ...(breakAt === undefined ? {} : { MUTATION_BREAK: String(breakAt) }) };
  // Its own process group, so that a stop also ends the test runner processes Stryker started.
  const child = spawn(resolve(root, 'node_modules/.bin/stryker'), ['run', ...args], {
    cwd: root,
    stdio: 'inherit',
    env,
    detached: true,
  });
  return new Promise((resolvePromise, reject) => {
    let timedOut = false;
    const timer =
      timeLimitMinutes === undefined
        ? undefined
        : setTimeout(() => {
            timedOut = true;
            if (child.pid) process.kill(-child.pid, 'SIGTERM');
          }, timeLimitMinutes * 60_000);
    const forward = (signal: NodeJS.Signals) => {
      if (child.pid) process.kill(-child.pid, signal);
    };
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolvePromise(timedOut ? 'timed out' : (code ?? 1));
    });
  });
}

function reportWrittenSince(time: number): boolean {
  try {
    return statSync(reportFile).mtimeMs >= time;
  } catch {
    return false;
  }
}

/**
 * The committed report as small and as stable as the next run allows; Stryker reads only its files and tests.
 * - A killed mutant is reused while one of the tests that killed it is unchanged, so the tests that merely cover it
 *   (often every test, for a mutant in a machine's definition) are dropped; other mutants keep theirs, since a new
 *   covering test must re-test them.
 * - Ids are renumbered in file and position order (Stryker numbers tests in the order they happened to run), and the
 *   run's options and machine paths are left out, so a run that changed nothing writes the same file again.
 * - No indentation. That takes the file from about 12 MB to about 2 MB.
 */
function slim(report: Report): Report {
  const byPosition = (a?: { start: Position }, b?: { start: Position }) =>
    (a?.start.line ?? 0) - (b?.start.line ?? 0) || (a?.start.column ?? 0) - (b?.start.column ?? 0);
  const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const sortedEntries = <T>(record: Record<string, T>) => Object.entries(record).sort(([a], [b]) => compareText(a, b));
  const testIds = new Map<string, string>();
  const testFiles = Object.fromEntries(
    sortedEntries(report.testFiles ?? {}).map(([name, file]) => {
      const tests = [...file.tests]
        .sort((a, b) => byPosition(a.location, b.location) || compareText(a.name, b.name))
        .map((test) => {
          const id = String(testIds.size);
          testIds.set(test.id, id);
          return { ...test, id };
        });
      return [name, { ...file, tests }];
    }),
  );
  const renumber = (ids?: string[]) =>
    ids
      ?.map((id) => testIds.get(id))
      .filter((id) => id !== undefined)
      .sort((a, b) => Number(a) - Number(b));
  let mutantCount = 0;
  const files = Object.fromEntries(
    sortedEntries(report.files).map(([name, file]) => {
      const mutants = [...file.mutants]
        .sort(
          (a, b) =>
            byPosition(a.location, b.location) ||
            a.location.end.line - b.location.end.line ||
            a.location.end.column - b.location.end.column ||
            compareText(`${a.mutatorName} ${a.replacement}`, `${b.mutatorName} ${b.replacement}`),
        )
        .map(({ coveredBy, killedBy, ...mutant }) => ({
          ...mutant,
          id: String(mutantCount++),
          ...(mutant.status === 'Killed' ? {} : { coveredBy: renumber(coveredBy) }),
          killedBy: renumber(killedBy),
        }));
      return [name, { ...file, mutants }];
    }),
  );
  return { schemaVersion: report.schemaVersion, thresholds: report.thresholds, files, testFiles };
}

/** Prints the score per file and the surviving mutants. */
function printSummary(report: Report): void {
  const rows: { file: string; detected: number; undetected: number; errors: number }[] = [];
  const survivors: string[] = [];
  for (const [file, { source, mutants }] of Object.entries(report.files).sort(([a], [b]) => a.localeCompare(b))) {
    const lines = source.split('\n');
    const row = { file, detected: 0, undetected: 0, errors: 0 };
    const inOrder = [...mutants].sort(
      (a, b) => a.location.start.line - b.location.start.line || a.location.start.column - b.location.start.column,
    );
    for (const mutant of inOrder) {
      if (mutant.status === 'Killed' || mutant.status === 'Timeout') row.detected++;
      else if (mutant.status === 'Survived' || mutant.status === 'NoCoverage') {
        row.undetected++;
        survivors.push(describeMutant(file, lines, mutant));
      } else if (mutant.status === 'CompileError' || mutant.status === 'RuntimeError') row.errors++;
    }
    rows.push(row);
  }
  const total = rows.reduce(
    (sum, row) => ({
      file: 'all files',
      detected: sum.detected + row.detected,
      undetected: sum.undetected + row.undetected,
      errors: sum.errors + row.errors,
    }),
    { file: 'all files', detected: 0, undetected: 0, errors: 0 },
  );
  const scoreOf = ({ detected, undetected }: { detected: number; undetected: number }) =>
    detected + undetected === 0 ? Number.NaN : (100 * detected) / (detected + undetected);
  const width = Math.max(...rows.map((row) => row.file.length), total.file.length);
  console.info(`\nMutation score per file (killed or timed out / killed, timed out, survived or not covered)`);
  console.info(`${'file'.padEnd(width)}   score  killed  survived  errors`);
  for (const row of [...rows, total]) {
    const score = scoreOf(row);
    console.info(
      `${row.file.padEnd(width)} ${(Number.isNaN(score) ? 'n/a' : score.toFixed(2)).padStart(7)} ${String(row.detected).padStart(7)} ${String(row.undetected).padStart(9)} ${String(row.errors).padStart(7)}`,
    );
  }
  console.info(`\nSurviving mutants (${survivors.length}):`);
  for (const survivor of survivors) console.info(survivor);
  const score = scoreOf(total);
  console.info(
    `\nMutation score: ${score.toFixed(2)} % (${total.detected} of ${total.detected + total.undetected} killed)`,
  );
}

function describeMutant(file: string, lines: string[], { mutatorName, replacement, location, status }: MutantResult) {
  const { start, end } = location;
  const original =
    start.line === end.line
      ? (lines[start.line - 1] ?? '').slice(start.column - 1, end.column - 1)
      : `${(lines[start.line - 1] ?? '').slice(start.column - 1)} …`;
  const where = `${file}:${start.line}:${start.column}`;
  const note = status === 'NoCoverage' ? ' (no test reaches it)' : '';
  return `${where} ${mutatorName}${note}: ${oneLine(original)} -> ${oneLine(replacement ?? '')}`;
}

function oneLine(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 100 ? `${flat.slice(0, 97)}...` : flat;
}
