import { type ApiClients, createApiClients } from '../client.ts';

/** Test-only: clients whose fetch answers from `respond`, recording every request sent. */
export function clientsAnswering(
  respond: (request: Request) => Response | Promise<Response>,
  options: { timeoutMs?: number; token?: string; now?: () => number } = {},
): { clients: ApiClients; seen: Request[] } {
  const seen: Request[] = [];
  const clients = createApiClients({
    merchant: 'DEMO',
    device: '3',
    language: () => 'EN',
    token: () => options.token,
    baseUrl: 'http://gateway.test',
    timeoutMs: options.timeoutMs,
    now: options.now,
    fetch: async (input) => {
      const request = input instanceof Request ? input : new Request(input);
      seen.push(request.clone());
      return respond(request);
    },
  });
  return { clients, seen };
}

export const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const success = (value: unknown): Response => json({ success: true, value });
export const error = (errorCode: string, status = 400): Response => json({ success: false, errorCode }, status);
