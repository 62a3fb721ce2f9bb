import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningGateway {
  baseUrl: string;
  /** The SQLite file the gateway writes, for asserting what it stored. */
  databasePath: string;
  /** Stops the process and starts it again on the same port and database: a new key pair, the data kept. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export interface GatewayCommand {
  /** The program and its first arguments: the reference gateway's `wl-gateway` bin, or `node <server.ts>`. */
  command: string;
  args?: string[];
}

/** Starts the gateway and answers once it prints the address it listens on; port 0 lets the system pick one. */
function spawnGateway(
  { command, args = [] }: GatewayCommand,
  port: number,
  databasePath: string,
  fresh: boolean,
): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(
    command,
    [...args, '--port', String(port), '--db', databasePath, '--dev-endpoints', '--demo', ...(fresh ? ['--fresh'] : [])],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`gateway did not start:\n${output}`)), 30_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /gateway listening on http:\/\/[^ ]+:(\d+) /.exec(output);
      if (listening?.[1]) {
        clearTimeout(timer);
        resolve({ child, port: Number(listening[1]) });
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`gateway exited with ${code}:\n${output}`));
    });
  });
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * For tests: the reference gateway as a child process on a port the system picks, with its development endpoints and
 * demo data, over a fresh database in a temporary folder. The caller names the command, so this package depends on no
 * app.
 */
export async function startGatewayProcess(command: GatewayCommand): Promise<RunningGateway> {
  const folder = mkdtempSync(join(tmpdir(), 'wl-gateway-'));
  const databasePath = join(folder, 'gateway.sqlite');
  let { child, port } = await spawnGateway(command, 0, databasePath, true);
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    databasePath,
    async restart() {
      await stopProcess(child);
      ({ child, port } = await spawnGateway(command, port, databasePath, false));
    },
    async stop() {
      await stopProcess(child);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
