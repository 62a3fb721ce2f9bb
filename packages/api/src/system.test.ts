import { describe, expect, it } from 'vitest';
import { createApiClients } from './client.ts';
import { fetchSystemStatus } from './system.ts';

type Responder = (request: Request) => Response | Promise<Response>;

function clientsAnswering(respond: Responder, timeoutMs?: number) {
  const seen: Request[] = [];
  const clients = createApiClients({
    merchant: 'DEMO',
    device: '3',
    language: () => 'EN',
    token: () => 'tok-123',
    baseUrl: 'http://gateway.test',
    timeoutMs,
    fetch: async (input) => {
      const request = input instanceof Request ? input : new Request(input);
      seen.push(request);
      return respond(request);
    },
  });
  return { clients, seen };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const normal = { info: 'ok', location: { ip: '127.0.0.1' }, maintenance: false, regionRestriction: false };

describe('fetchSystemStatus', () => {
  it('sends the platform headers and the operation module id', async () => {
    const { clients, seen } = clientsAnswering(() => json({ success: true, value: normal }));
    await fetchSystemStatus(clients);
    const request = seen[0] as Request;
    expect(new URL(request.url).pathname).toBe('/wps/system/status');
    expect(request.headers.get('Merchant')).toBe('DEMO');
    expect(request.headers.get('Device')).toBe('3');
    expect(request.headers.get('Language')).toBe('EN');
    expect(request.headers.get('Module-Id')).toBe('COMM3');
    expect(request.headers.get('Authorization')).toBe('tok-123');
  });

  it('unwraps the envelope into a typed value', async () => {
    const { clients } = clientsAnswering(() => json({ success: true, value: { ...normal, maintenance: true } }));
    expect(await fetchSystemStatus(clients)).toEqual({ ok: true, value: { ...normal, maintenance: true } });
  });

  it('turns an error envelope into its stable code', async () => {
    const { clients } = clientsAnswering(() => json({ success: false, errorCode: 'merchant.unknown' }, 400));
    expect(await fetchSystemStatus(clients)).toEqual({
      ok: false,
      error: { kind: 'server', code: 'merchant.unknown', status: 400 },
    });
  });

  it('reports an answer outside the contract as malformed instead of throwing', async () => {
    const { clients } = clientsAnswering(() => json({ success: true, value: { info: 1 } }));
    const result = await fetchSystemStatus(clients);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.kind).toBe('malformed');
  });

  it('reports a body that is not JSON as malformed', async () => {
    const { clients } = clientsAnswering(
      () => new Response('<html>bad gateway</html>', { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
    const result = await fetchSystemStatus(clients);
    expect(!result.ok && result.error.kind).toBe('malformed');
  });

  it('reports a refused connection as a network error', async () => {
    const { clients } = clientsAnswering(() => {
      throw new TypeError('fetch failed');
    });
    expect(await fetchSystemStatus(clients)).toEqual({ ok: false, error: { kind: 'network' } });
  });

  it('gives up after the time limit with a timeout error', async () => {
    const { clients } = clientsAnswering(
      (request) =>
        new Promise((_resolve, reject) => {
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
        }),
      50,
    );
    expect(await fetchSystemStatus(clients)).toEqual({ ok: false, error: { kind: 'timeout', afterMs: 50 } });
  });
});
