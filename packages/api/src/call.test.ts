import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { call, read } from './call.ts';
import { createTrialAccount, logout } from './session.ts';
import { fetchSystemStatus } from './system.ts';
import { clientsAnswering, error, json, success } from './testing/stubGateway.ts';

const normal = { info: 'ok', location: { ip: '127.0.0.1' }, maintenance: false, regionRestriction: false };

/** An answer per try, in order; the last one again once they run out. */
function answers(...responses: ((request: Request) => Response | Promise<Response>)[]) {
  let tries = 0;
  return (request: Request) => responses[Math.min(tries++, responses.length - 1)]?.(request) as Response;
}

const networkDown = () => Promise.reject(new TypeError('Failed to fetch'));
const never = (request: Request) =>
  new Promise<Response>((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason)));

describe('a read that fails for want of an answer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is tried twice more, 300 ms and then 900 ms after the failure before', async () => {
    const { clients, seen } = clientsAnswering(answers(networkDown));
    const pending = fetchSystemStatus(clients);
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(299);
    expect(seen).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(899);
    expect(seen).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await pending).toEqual({ ok: false, error: { kind: 'network' } });
    expect(seen).toHaveLength(3);
  });

  it('answers with the first try that succeeds', async () => {
    const { clients, seen } = clientsAnswering(answers(networkDown, () => success(normal)));
    const pending = fetchSystemStatus(clients);
    await vi.advanceTimersByTimeAsync(300);
    expect(await pending).toEqual({ ok: true, value: normal });
    expect(seen).toHaveLength(2);
  });

  it('is tried again after a 5xx, and after each time limit (10 s a try)', async () => {
    const { clients, seen } = clientsAnswering(answers(() => error('unknown.error', 500), never));
    const pending = fetchSystemStatus(clients);
    await vi.advanceTimersByTimeAsync(300);
    expect(seen).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(seen).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(900);
    expect(seen).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await pending).toEqual({ ok: false, error: { kind: 'timeout', afterMs: 10_000 } });
    expect(seen).toHaveLength(3);
  });

  it('is not tried again after an answer that is not the gateway failing: 4xx, a refusal, a malformed 200', async () => {
    for (const answer of [
      () => error('session.expired', 401),
      () => error('rate.limited', 429),
      () => json({ success: true, value: { nothing: 'expected' } }),
      () => new Response('{"success": tr', { status: 200, headers: { 'Content-Type': 'application/json' } }),
    ]) {
      const { clients, seen } = clientsAnswering(answers(answer));
      const pending = fetchSystemStatus(clients);
      await vi.advanceTimersByTimeAsync(5_000);
      expect((await pending).ok).toBe(false);
      expect(seen).toHaveLength(1);
    }
  });
});

describe('a call that changes something', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is sent once, whatever the failure: a logout, and a GET that creates a trial account', async () => {
    for (const send of [logout, createTrialAccount]) {
      for (const answer of [networkDown, () => error('unknown.error', 500), never]) {
        const { clients, seen } = clientsAnswering(answers(answer));
        const pending = send(clients);
        await vi.advanceTimersByTimeAsync(60_000);
        expect((await pending).ok).toBe(false);
        expect(seen).toHaveLength(1);
      }
    }
  });

  it('call sends once where read tries three times', async () => {
    let sent = 0;
    const send = () => {
      sent += 1;
      return Promise.reject(new TypeError('Failed to fetch'));
    };
    const once = call(send, z.string(), 10_000);
    await vi.advanceTimersByTimeAsync(60_000);
    expect((await once).ok).toBe(false);
    expect(sent).toBe(1);
    const thrice = read(send, z.string(), 10_000);
    await vi.advanceTimersByTimeAsync(60_000);
    expect((await thrice).ok).toBe(false);
    expect(sent).toBe(4);
  });
});
