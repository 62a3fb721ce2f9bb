import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNetworkActivity } from './networkActivity.ts';

/** A network whose answers the test gives, one by one. */
function heldNetwork() {
  const pending: Array<() => void> = [];
  const send = vi.fn(
    () =>
      new Promise<Response>((resolve) => {
        pending.push(() => resolve(new Response('{}')));
      }),
  );
  return {
    send,
    async answerNext() {
      pending.shift()?.();
      await vi.advanceTimersByTimeAsync(0);
    },
  };
}

const fakeTimers = { now: () => Date.now(), setTimeout: (run: () => void, ms: number) => setTimeout(run, ms) };

/** Whether the promise has settled by now. */
function settledFlag(promise: Promise<void>) {
  const flag = { settled: false };
  void promise.then(() => {
    flag.settled = true;
  });
  return flag;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the first screen answered', () => {
  it('counts as answered once no call has been in flight for 300 ms', async () => {
    const network = heldNetwork();
    const activity = createNetworkActivity(network.send, fakeTimers);
    const answered = settledFlag(activity.quiet());
    const call = activity.fetch(new Request('https://casino.example/wps/system/status'));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(answered.settled).toBe(false);
    await network.answerNext();
    await call;
    await vi.advanceTimersByTimeAsync(299);
    expect(answered.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(answered.settled).toBe(true);
  });

  it('waits for a call that starts within 300 ms of the last answer', async () => {
    const network = heldNetwork();
    const activity = createNetworkActivity(network.send, fakeTimers);
    const answered = settledFlag(activity.quiet());
    void activity.fetch(new Request('https://casino.example/wps/system/whitelabel'));
    await network.answerNext();
    await vi.advanceTimersByTimeAsync(200);
    void activity.fetch(new Request('https://casino.example/wps/relay/GCSGAME_gameList'));
    await vi.advanceTimersByTimeAsync(600);
    expect(answered.settled).toBe(false);
    await network.answerNext();
    await vi.advanceTimersByTimeAsync(300);
    expect(answered.settled).toBe(true);
  });

  it('holds nothing up for more than 3,000 ms, however long a call takes', async () => {
    const network = heldNetwork();
    const activity = createNetworkActivity(network.send, fakeTimers);
    const answered = settledFlag(activity.quiet());
    void activity.fetch(new Request('https://casino.example/wps/system/notices'));
    await vi.advanceTimersByTimeAsync(2_999);
    expect(answered.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(answered.settled).toBe(true);
  });

  it('counts a call that failed as answered', async () => {
    const activity = createNetworkActivity(() => Promise.reject(new TypeError('Failed to fetch')), fakeTimers);
    const answered = settledFlag(activity.quiet());
    await expect(activity.fetch(new Request('https://casino.example/wps/system/status'))).rejects.toThrow(TypeError);
    await vi.advanceTimersByTimeAsync(300);
    expect(answered.settled).toBe(true);
  });

  it('passes each request to the network and its answer back', async () => {
    const send = vi.fn(async (request: Request) => new Response(request.url));
    const activity = createNetworkActivity(send, fakeTimers);
    const answer = await activity.fetch(new Request('https://casino.example/wps/system/status'));
    expect(await answer.text()).toBe('https://casino.example/wps/system/status');
    expect(send).toHaveBeenCalledTimes(1);
  });
});
