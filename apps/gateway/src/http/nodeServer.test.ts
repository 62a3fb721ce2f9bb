import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_HEADERS, testGateway } from '../testGateway.ts';
import { startServer } from './nodeServer.ts';

const servers: { close: (done: () => void) => void }[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise<void>((done) => server.close(() => done()))));
});

/** The gateway over a real socket, as `node src/server.ts` serves it. */
async function listening(): Promise<number> {
  const { app } = testGateway();
  return new Promise((resolve) => {
    const server = startServer({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve(info.port),
    );
    servers.push(server);
  });
}

function get(port: number, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    const sent = request({ host: '127.0.0.1', port, path, headers }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    sent.on('error', reject);
    sent.end();
  });
}

describe('refusals before the app', () => {
  it('answers a 100 kB URL with 414 and the envelope, not a reset connection', async () => {
    const port = await listening();
    const answer = await get(port, `/wps/relay/GCSGAME_gameList?gameName=${'a'.repeat(100_000)}`, DEMO_HEADERS);
    expect(answer.status).toBe(414);
    expect(JSON.parse(answer.body)).toEqual({ success: false, errorCode: 'request.uri.too.long' });
    expect(answer.headers).toMatchObject({
      'content-type': 'application/json',
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    });
  });

  it('answers a 64 kB header with 431 and the envelope, not an empty body', async () => {
    const port = await listening();
    const answer = await get(port, '/wps/system/status', { ...DEMO_HEADERS, 'X-Padding': 'b'.repeat(64_000) });
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual({ success: false, errorCode: 'request.header.too.large' });
  });

  it('still answers ordinary requests on the same server', async () => {
    const port = await listening();
    const answer = await get(port, '/wps/system/status', DEMO_HEADERS);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ success: true, value: { location: { ip: '127.0.0.1' } } });
  });
});
