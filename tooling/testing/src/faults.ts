import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type BrowserContext, expect, type Locator, type Page, type Route, test } from '@playwright/test';

/**
 * The fault matrix's faults, injected on the gateway's calls (/wps and /lgw) and nothing else: the page, its scripts
 * and its pictures still load, so what is checked is how a screen takes a failing gateway.
 */
export const FAULTS = ['offline', 'HTTP 500', 'timeout', 'malformed JSON', '401 session.expired'] as const;
export type Fault = (typeof FAULTS)[number];

/** The gateway's calls, proxied by the apps under their own origin. */
const API = /\/(wps|lgw)\//;

/** The clients' time limit a try (DEFAULT_TIMEOUT_MS of @wl/api), passed on the page's clock for the timeout fault. */
export const CLIENT_TIMEOUT_MS = 10_000;

/**
 * The failure texts of the catalogues (errors, common, ui, pages, content), in each language a matrix runs in: a cell passes
 * with one of them on the screen.
 */
export const FAILURE_TEXTS = {
  en: [
    'No internet connection',
    'You are offline',
    'The connection is slow. Please try again.',
    'Unknown error',
    'The server cannot be reached. Please try again.',
    'This page did not load',
    'Account logged out, log in again',
    'Your security settings could not be loaded.',
    'Your downline and contracts could not be loaded.',
    'Games could not be loaded',
    'More games could not be loaded.',
    'Vendors could not be loaded',
    'Something went wrong',
  ],
  ms: [
    'Tiada sambungan internet',
    'Anda di luar talian',
    'Sambungan perlahan. Sila cuba lagi.',
    'Ralat tidak diketahui',
    'Tidak dapat menghubungi pelayan. Sila cuba lagi.',
    'Halaman ini gagal dimuatkan',
    'Akaun telah dilog keluar, sila log masuk semula',
    'Tetapan keselamatan anda tidak dapat dimuatkan.',
    'Rangkaian bawah dan kontrak anda tidak dapat dimuatkan.',
    'Permainan tidak dapat dimuatkan',
    'Lebih banyak permainan tidak dapat dimuatkan.',
    'Vendor tidak dapat dimuatkan',
    'Ada yang tidak kena',
  ],
} as const;
export type Language = keyof typeof FAILURE_TEXTS;

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A failure text of the language, wherever the page shows it (a toast, the offline banner, a screen's message). */
export function failureMessage(page: Page, lng: Language): Locator {
  const any = new RegExp(FAILURE_TEXTS[lng].map(literal).join('|'));
  return page.getByText(any).filter({ visible: true }).first();
}

/**
 * Arms a fault on the gateway's calls from now on. Offline aborts them as a phone without a network does (the cell
 * takes the context offline too, once the page is there, so the page knows it); a timeout holds them unanswered; the others answer what a failing
 * gateway, a cut answer or an ended session answer.
 */
export async function armFault(page: Page, fault: Fault): Promise<void> {
  const held: Route[] = [];
  await page.route(API, async (route) => {
    switch (fault) {
      case 'offline':
        return route.abort('internetdisconnected');
      case 'HTTP 500':
        return route.fulfill({ status: 500, json: { success: false, errorCode: 'unknown.error' } });
      case 'timeout':
        held.push(route);
        return;
      case 'malformed JSON':
        return route.fulfill({ status: 200, contentType: 'application/json', body: '{"success": true, "value": {"na' });
      case '401 session.expired':
        return route.fulfill({ status: 401, json: { success: false, errorCode: 'session.expired' } });
    }
  });
}

/** Takes the fault away: the context online again, the calls to the gateway as they are. */
export async function disarmFault(page: Page, context: BrowserContext): Promise<void> {
  await context.setOffline(false);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
}

/**
 * Waits for a failure text, passing the page's clock over each time limit while the calls are held (the timeout
 * fault): each try of a read and its retries' waits run out on the page's clock, not in real time.
 */
export async function expectFailureMessage(page: Page, lng: Language, fault: Fault): Promise<void> {
  const message = failureMessage(page, lng);
  if (fault !== 'timeout') {
    await expect(message).toBeVisible({ timeout: 8_000 });
    return;
  }
  await expect(async () => {
    if (!(await message.isVisible())) await page.clock.fastForward(CLIENT_TIMEOUT_MS);
    await expect(message).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

/** One cell of a matrix: the screen, the fault, and what went wrong (nothing when it passed). */
/** A form a cell fills before the fault: what is typed, the values to find in the fields after it, how it is sent. */
export interface FaultForm {
  fill: (page: Page) => Promise<void>;
  fields: (page: Page) => [Locator, string][];
  submit: (page: Page) => Promise<void>;
}

export interface Cell {
  screen: string;
  fault: Fault;
  problem?: string;
  /** A defect the product has today, listed by the spec: the cell is expected to fail, and is printed as open. */
  open?: boolean;
}

/**
 * Where a run's cells are written as they finish, one JSON line each: a failed test starts a new worker, and the
 * matrix printed at the end is the run's, not the last worker's. The output folder is emptied when a run starts.
 */
const cellsFile = () => join(test.info().project.outputDir, 'fault-matrix.jsonl');

/**
 * Runs one cell and records it, what failed included, instead of stopping: the printed matrix is whole. On a failure,
 * what the page's main landmark showed goes with it.
 */
export async function runCell(
  page: Page,
  screen: string,
  fault: Fault,
  check: () => Promise<void>,
  open = false,
): Promise<Cell> {
  let cell: Cell = { screen, fault, ...(open ? { open } : {}) };
  try {
    await check();
    // A listed defect that does not show this time is a pass (some depend on what an earlier cell left cached).
    cell = { screen, fault };
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    const shown = await page
      .getByRole('main')
      .ariaSnapshot({ timeout: 1_000 })
      .catch(() => '(no main landmark)');
    const problem = text.split('\n').find((line) => line.trim() !== '') ?? text;
    cell = {
      screen,
      fault,
      problem: `${problem} | main: ${shown.replace(/\s+/g, ' ').slice(0, 300)}`,
      ...(open ? { open } : {}),
    };
  }
  appendFileSync(cellsFile(), `${JSON.stringify(cell)}\n`);
  return cell;
}

/** The cells the run has recorded so far, from every worker. */
export function recordedCells(): Cell[] {
  const file = cellsFile();
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Cell);
}

/**
 * Whether every row has its cell for every fault, a row tried again counted once: the matrix is printed then, by the
 * worker that finishes last, and not while another worker is still in a row.
 */
export function matrixComplete(recorded: readonly Cell[], rows: number): boolean {
  return new Set(recorded.map((cell) => `${cell.screen} x ${cell.fault}`)).size === rows * FAULTS.length;
}

/** The matrix as a table, screen by fault, and the line "fault matrix: N of M cells passed". */
export function matrixReport(title: string, recorded: readonly Cell[]): string {
  // A row tried again (a retry of its test) counts once, with its last outcome.
  const cells = [...new Map(recorded.map((cell) => [`${cell.screen} x ${cell.fault}`, cell])).values()];
  const screens = [...new Set(cells.map((cell) => cell.screen))];
  const width = Math.max(6, ...screens.map((screen) => screen.length));
  const header = ['screen'.padEnd(width), ...FAULTS].join(' | ');
  const rows = screens.map((screen) =>
    [
      screen.padEnd(width),
      ...FAULTS.map((fault) => {
        const cell = cells.find((c) => c.screen === screen && c.fault === fault);
        const mark = cell === undefined ? '-' : cell.problem === undefined ? 'pass' : cell.open ? 'open' : 'FAIL';
        return mark.padEnd(fault.length);
      }),
    ].join(' | '),
  );
  const failures = cells.filter((cell) => cell.problem !== undefined);
  const open = failures.filter((cell) => cell.open).length;
  const passed = cells.length - failures.length;
  return [
    `${title}`,
    header,
    ...rows,
    ...failures.map((cell) => `  ${cell.open ? 'open' : 'FAIL'} ${cell.screen} x ${cell.fault}: ${cell.problem}`),
    `fault matrix: ${passed} of ${cells.length} cells passed${open > 0 ? ` (${open} failing on open defects)` : ''}`,
  ].join('\n');
}
