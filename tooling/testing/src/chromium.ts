import { existsSync } from 'node:fs';

/** Where Debian installs Chromium; Playwright cannot download its own browsers on our machines. */
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

export function chromiumLaunchOptions(
  env: Record<string, string | undefined> = process.env,
  isRoot: boolean = process.getuid?.() === 0,
): ChromiumLaunch {
  const args: string[] = [...CHROMIUM_FLAGS];
  if (isRoot) args.push('--no-sandbox');
  return { executablePath: env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH, args };
}

/** Fails early, with the exact package to install, instead of letting a runner time out on a missing browser. */
export function assertChromiumInstalled(launch: ChromiumLaunch = chromiumLaunchOptions()): ChromiumLaunch {
  if (!existsSync(launch.executablePath)) {
    throw new Error(
      `Chromium was not found at ${launch.executablePath}. Install Debian's package: apt-get install -y chromium ` +
        '(or set CHROMIUM_PATH to another Chromium binary).',
    );
  }
  return launch;
}
