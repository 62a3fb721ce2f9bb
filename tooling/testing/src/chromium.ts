import { existsSync } from 'node:fs';

/**
 * Debian's headless shell: the browser engine without the browser's own interface. Where it is installed every runner
 * uses it. The full browser, run headless, still keeps its interface alive in the background (a renderer of its own for
 * the address bar's pop-up, busy through a whole run): the same five end-to-end spec files took 105 s with it and 69 s
 * with the shell, and the pages' Lighthouse figures lost the noise of that neighbour (docs/decisions.md, "Toolchain").
 */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/** Debian's full Chromium, used when the headless shell is not installed. Playwright cannot download its own browsers. */
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Flags that keep a headless Chromium quiet on a machine without outside network: no background connections,
 * no component updates, no sync. `--no-sandbox` is added only for root, where the sandbox cannot start.
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
] as const;

export interface ChromiumLaunch {
  executablePath: string;
  args: string[];
}

/** `CHROMIUM_PATH` when set; otherwise the headless shell when it is installed, and Debian's Chromium when not. */
export function chromiumLaunchOptions(
  env: Record<string, string | undefined> = process.env,
  isRoot: boolean = process.getuid?.() === 0,
  installed: (path: string) => boolean = existsSync,
): ChromiumLaunch {
  const args: string[] = [...CHROMIUM_FLAGS];
  if (isRoot) args.push('--no-sandbox');
  const executablePath =
    env.CHROMIUM_PATH || (installed(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : DEFAULT_CHROMIUM_PATH);
  return { executablePath, args };
}

/** Fails early, with the exact package to install, instead of letting a runner time out on a missing browser. */
export function assertChromiumInstalled(launch: ChromiumLaunch = chromiumLaunchOptions()): ChromiumLaunch {
  if (!existsSync(launch.executablePath)) {
    throw new Error(
      `Chromium was not found at ${launch.executablePath}. Install Debian's package: ` +
        'apt-get install -y chromium-headless-shell (or set CHROMIUM_PATH to another Chromium binary).',
    );
  }
  return launch;
}
