import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER = fileURLToPath(new URL('../../../../apps/gateway/src/server.ts', import.meta.url));

export interface RunningGateway {
  baseUrl: string;
  /** The SQLite file the gateway writes, for asserting what it stored. */
  databasePath: string;
  /** Stops the process and starts it again on the same port and database: a new key pair, the data kept. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function spawnGateway(port: number, databasePath: string, fresh: boolean): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [SERVER, '--port', String(port), '--db', databasePath, '--dev-endpoints', ...(fresh ? ['--fresh'] : [])],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  return new Promise<ChildProcess>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`gateway did not start:\n${output}`)), 30_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('gateway listening')) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
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

/** Test-only: the reference gateway as a child process on a free port, over a fresh database in a temporary folder. */
export async function startGateway(): Promise<RunningGateway> {
  const port = await freePort();
  const folder = mkdtempSync(join(tmpdir(), 'wl-api-gateway-'));
  const databasePath = join(folder, 'gateway.sqlite');
  let child = await spawnGateway(port, databasePath, true);
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    databasePath,
    async restart() {
      await stopProcess(child);
      child = await spawnGateway(port, databasePath, false);
    },
    async stop() {
      await stopProcess(child);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
