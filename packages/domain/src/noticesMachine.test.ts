import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Notice } from './entities.ts';
import { DomainFailure } from './errorCode.ts';
import { type NoticesInput, noticesMachine, noticesUnreadTotal } from './noticesMachine.ts';
import { settle, unprovided } from './testing/machineTest.ts';
import { footerBadge, unreadTotal } from './unread.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const notice = (id: number, read = false): Notice => ({
  id,
  title: `Notice ${id}`,
  content: '<p>x</p>',
  startDate: '2026-11-01',
  read,
});

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

function deferred<T>(): Deferred<T> {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  // A rejection handed out before the machine awaits it is not an unhandled one.
  promise.catch(() => {});
  return { promise, resolve, reject };
}

type Counts = { chat?: number; inbox: number };

/**
 * A notices actor whose calls answer at once by default; a test that needs a call to stay open hands out a deferred
 * answer with `hold`.
 */
function start(input: NoticesInput, counts: Counts = { chat: 120, inbox: 1 }) {
  const held: { load: Deferred<Notice[]>[]; mark: Deferred<void>[]; counts: Deferred<Counts>[] } = {
    load: [],
    mark: [],
    counts: [],
  };
  let list = [notice(1), notice(2), notice(3, true)];
  const load = vi.fn(async () => held.load.shift()?.promise ?? list);
  const markRead = vi.fn(async (_: { input: { ids: number[] } }) => held.mark.shift()?.promise);
  const fetchCounts = vi.fn(async (_: { input: { chat: boolean } }) => held.counts.shift()?.promise ?? counts);
  const actor = createActor(
    noticesMachine.provide({
      actors: {
        loadNotices: fromPromise(load),
        markNoticesRead: fromPromise(markRead),
        fetchUnreadCounts: fromPromise(fetchCounts),
      },
    }),
    { input },
  ).start();
  function hold<K extends keyof typeof held>(call: K) {
    const answer = deferred() as (typeof held)[K][number];
    (held[call] as unknown[]).push(answer);
    return answer;
  }
  const sent = () => markRead.mock.calls.map((call) => call[0].input.ids);
  const readIds = () =>
    actor
      .getSnapshot()
      .context.notices.filter((item) => item.read)
      .map((item) => item.id);
  const serverList = (next: Notice[]) => {
    list = next;
  };
  return { actor, load, markRead, fetchCounts, hold, sent, readIds, serverList };
}

describe('noticesMachine: starting', () => {
  it('starts with no notices, nothing marked or being sent, and no unread counts', () => {
    const { actor } = start({ sessionType: 0, chatEnabled: true });
    expect(actor.getSnapshot().context).toEqual({
      sessionType: 0,
      chatEnabled: true,
      notices: [],
      pendingReads: [],
      sendingReads: [],
      chatUnread: 0,
      inboxUnread: 0,
      refreshQueued: false,
    });
  });
});

describe('noticesMachine: marking read', () => {
  it('marks read at once and tells the server 150 ms after the first mark, with every mark made meanwhile', async () => {
    const { actor, sent, readIds, load } = start({ sessionType: 0, chatEnabled: true });
    expect(actor.getSnapshot().context.notices).toEqual([]);
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'MARK_READ', id: 1 });
    expect(readIds()).toEqual([1, 3]);
    await vi.advanceTimersByTimeAsync(100);
    actor.send({ type: 'MARK_READ', id: 2 });
    await vi.advanceTimersByTimeAsync(49);
    expect(sent()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent()).toEqual([[1, 2]]);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('sends a notice once, and nothing for one already read or not listed', async () => {
    const { actor, sent } = start({ sessionType: 0, chatEnabled: true });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'MARK_READ', id: 1 });
    actor.send({ type: 'MARK_READ', id: 1 });
    actor.send({ type: 'MARK_READ', id: 3 });
    actor.send({ type: 'MARK_READ', id: 99 });
    await vi.advanceTimersByTimeAsync(150);
    expect(sent()).toEqual([[1]]);
    actor.send({ type: 'MARK_READ', id: 3 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sent()).toEqual([[1]]);
  });

  it('sends a mark made while the list reloads 150 ms after the list has loaded, and keeps it read', async () => {
    const { actor, hold, sent, readIds } = start({ sessionType: 0, chatEnabled: true });
    await vi.advanceTimersByTimeAsync(0);
    const reload = hold('load');
    actor.send({ type: 'RELOAD' });
    actor.send({ type: 'MARK_READ', id: 2 });
    expect(readIds()).toEqual([2, 3]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sent()).toEqual([]);
    reload.resolve([notice(1), notice(2), notice(3, true), notice(4)]);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.notices.map((item) => item.id)).toEqual([1, 2, 3, 4]);
    expect(readIds()).toEqual([2, 3]);
    await vi.advanceTimersByTimeAsync(149);
    expect(sent()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent()).toEqual([[2]]);
  });

  it('sends a mark made during the reload that follows a send', async () => {
    const { actor, hold, sent } = start({ sessionType: 0, chatEnabled: true });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'MARK_READ', id: 1 });
    const reload = hold('load');
    await vi.advanceTimersByTimeAsync(150);
    expect(sent()).toEqual([[1]]);
    actor.send({ type: 'MARK_READ', id: 2 });
    reload.reject(new DomainFailure('network.offline'));
    await vi.advanceTimersByTimeAsync(149);
    expect(sent()).toEqual([[1]]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent()).toEqual([[1], [2]]);
  });

  it('sends marks made while the server is being told once that call is back, 150 ms later', async () => {
    const { actor, hold, sent, load } = start({ sessionType: 0, chatEnabled: true });
    await vi.advanceTimersByTimeAsync(0);
    const first = hold('mark');
    actor.send({ type: 'MARK_READ', id: 1 });
    await vi.advanceTimersByTimeAsync(150);
    actor.send({ type: 'MARK_READ', id: 2 });
    first.resolve();
    await vi.advanceTimersByTimeAsync(149);
    expect(sent()).toEqual([[1]]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent()).toEqual([[1], [2]]);
    // One reload after the marks have all gone, not one per call.
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("shows the server's read state once it has been told", async () => {
    const { actor, readIds, serverList } = start({ sessionType: 0, chatEnabled: true });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'MARK_READ', id: 1 });
    serverList([notice(1), notice(2, true), notice(3, true)]);
    await vi.advanceTimersByTimeAsync(150);
    expect(readIds()).toEqual([2, 3]);
  });

  it('keeps why a load failed until one succeeds', async () => {
    const { actor, hold } = start({ sessionType: 0, chatEnabled: true });
    await vi.advanceTimersByTimeAsync(0);
    hold('load').reject(new DomainFailure('network.timeout'));
    actor.send({ type: 'RELOAD' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.error).toBe('network.timeout');
    actor.send({ type: 'RELOAD' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.error).toBeUndefined();
  });

  it('keeps why a load failed when a notice was marked read while it loaded', async () => {
    const { actor, hold } = start({ sessionType: 0, chatEnabled: true });
    await vi.advanceTimersByTimeAsync(0);
    const answer = hold('load');
    actor.send({ type: 'RELOAD' });
    actor.send({ type: 'MARK_READ', id: 1 });
    answer.reject(new DomainFailure('network.offline'));
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.error).toBe('network.offline');
  });

  it('sends nothing after a reload that fails, and marks made after it as usual', async () => {
    const { actor, hold, sent } = start({ sessionType: 0, chatEnabled: true });
    await vi.advanceTimersByTimeAsync(0);
    hold('load').reject(new DomainFailure('network.offline'));
    actor.send({ type: 'RELOAD' });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sent()).toEqual([]);
    actor.send({ type: 'MARK_READ', id: 2 });
    await vi.advanceTimersByTimeAsync(149);
    expect(sent()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent()).toEqual([[2]]);
  });

  it('sends the marks made meanwhile after a failed send, 150 ms later', async () => {
    const { actor, hold, sent } = start({ sessionType: 0, chatEnabled: true });
    await vi.advanceTimersByTimeAsync(0);
    const failing = hold('mark');
    actor.send({ type: 'MARK_READ', id: 1 });
    await vi.advanceTimersByTimeAsync(150);
    actor.send({ type: 'MARK_READ', id: 2 });
    failing.reject(new DomainFailure('network.offline'));
    await vi.advanceTimersByTimeAsync(149);
    expect(sent()).toEqual([[1]]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent()).toEqual([[1], [2]]);
  });

  it("reloads after a failed send, so the server's read state shows", async () => {
    const { actor, hold, readIds } = start({ sessionType: 0, chatEnabled: true });
    await vi.advanceTimersByTimeAsync(0);
    hold('mark').reject(new DomainFailure('network.offline'));
    actor.send({ type: 'MARK_READ', id: 1 });
    expect(readIds()).toEqual([1, 3]);
    await vi.advanceTimersByTimeAsync(150);
    expect(readIds()).toEqual([3]);
  });

  it('keeps every mark read on screen while the server is told', async () => {
    const { actor, hold, readIds } = start({ sessionType: 0, chatEnabled: true });
    await vi.advanceTimersByTimeAsync(0);
    const mark = hold('mark');
    actor.send({ type: 'MARK_READ', id: 1 });
    await vi.advanceTimersByTimeAsync(150);
    actor.send({ type: 'MARK_READ', id: 2 });
    mark.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(readIds()).toEqual([1, 2, 3]);
  });

  it('never marks read for a trial account or a visitor', async () => {
    for (const input of [{ sessionType: 4, chatEnabled: true } as const, { chatEnabled: true }]) {
      const { actor, markRead, readIds } = start(input);
      await vi.advanceTimersByTimeAsync(0);
      actor.send({ type: 'MARK_READ', id: 1 });
      await vi.advanceTimersByTimeAsync(1_000);
      expect(readIds()).toEqual([3]);
      expect(markRead).not.toHaveBeenCalled();
    }
  });

  it('drops the marks of a session that ends: none is sent, none shows on the next list', async () => {
    const pending = start({ sessionType: 0, chatEnabled: true });
    await vi.advanceTimersByTimeAsync(0);
    pending.actor.send({ type: 'MARK_READ', id: 1 });
    pending.actor.send({ type: 'SESSION_CHANGED', sessionType: 1 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(pending.sent()).toEqual([]);
    expect(pending.readIds()).toEqual([3]);

    const sending = start({ sessionType: 0, chatEnabled: true });
    await vi.advanceTimersByTimeAsync(0);
    sending.hold('mark');
    sending.actor.send({ type: 'MARK_READ', id: 2 });
    await vi.advanceTimersByTimeAsync(150);
    expect(sending.sent()).toEqual([[2]]);
    sending.actor.send({ type: 'SESSION_CHANGED', sessionType: 2 });
    await vi.advanceTimersByTimeAsync(0);
    expect(sending.readIds()).toEqual([3]);
  });
});

describe('noticesMachine: unread counts', () => {
  it('fetches the counts on start, chat only with CBS3, and adds them to the unread announcements', async () => {
    const withChat = start({ sessionType: 0, chatEnabled: true });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(withChat.fetchCounts.mock.calls.map((call) => call[0].input)).toEqual([{ chat: true }]);
    expect(noticesUnreadTotal(withChat.actor.getSnapshot().context)).toBe(2 + 120 + 1);
    withChat.actor.send({ type: 'MARK_READ', id: 1 });
    expect(noticesUnreadTotal(withChat.actor.getSnapshot().context)).toBe(1 + 120 + 1);

    const withoutChat = start({ sessionType: 0, chatEnabled: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(withoutChat.fetchCounts.mock.calls.map((call) => call[0].input)).toEqual([{ chat: false }]);
    expect(noticesUnreadTotal(withoutChat.actor.getSnapshot().context)).toBe(2 + 1);

    const noChatAnswer = start({ sessionType: 0, chatEnabled: true }, { inbox: 4 });
    await vi.advanceTimersByTimeAsync(0);
    expect(noChatAnswer.actor.getSnapshot().context).toMatchObject({ chatUnread: 0, inboxUnread: 4 });
  });

  it('fetches once 250 ms after a refresh, however many come meanwhile', async () => {
    const { actor, fetchCounts } = start({ sessionType: 0, chatEnabled: true });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'REFRESH_UNREAD' });
    await vi.advanceTimersByTimeAsync(200);
    actor.send({ type: 'REFRESH_UNREAD' });
    await vi.advanceTimersByTimeAsync(49);
    expect(fetchCounts).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchCounts).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetchCounts).toHaveBeenCalledTimes(2);
  });

  it('fetches again 250 ms after the answer when a refresh comes during a fetch', async () => {
    const { actor, fetchCounts, hold } = start({ sessionType: 0, chatEnabled: true });
    await vi.advanceTimersByTimeAsync(0);
    const second = hold('counts');
    actor.send({ type: 'REFRESH_UNREAD' });
    await vi.advanceTimersByTimeAsync(250);
    expect(fetchCounts).toHaveBeenCalledTimes(2);
    actor.send({ type: 'REFRESH_UNREAD' });
    actor.send({ type: 'REFRESH_UNREAD' });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetchCounts).toHaveBeenCalledTimes(2);
    second.resolve({ chat: 7, inbox: 8 });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context).toMatchObject({ chatUnread: 7, inboxUnread: 8 });
    await vi.advanceTimersByTimeAsync(249);
    expect(fetchCounts).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchCounts).toHaveBeenCalledTimes(3);
    expect(actor.getSnapshot().context).toMatchObject({ chatUnread: 120, inboxUnread: 1 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetchCounts).toHaveBeenCalledTimes(3);
  });

  it('keeps the last counts when a fetch fails, and still fetches a refresh asked for meanwhile', async () => {
    const { actor, fetchCounts, hold } = start({ sessionType: 0, chatEnabled: true });
    await vi.advanceTimersByTimeAsync(0);
    const failing = hold('counts');
    actor.send({ type: 'REFRESH_UNREAD' });
    await vi.advanceTimersByTimeAsync(250);
    actor.send({ type: 'REFRESH_UNREAD' });
    failing.reject(new DomainFailure('network.offline'));
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context).toMatchObject({ chatUnread: 120, inboxUnread: 1 });
    await vi.advanceTimersByTimeAsync(250);
    expect(fetchCounts).toHaveBeenCalledTimes(3);
  });

  it('skips the counts of a trial account and a visitor, whose total is 0', async () => {
    for (const input of [{ sessionType: 4, chatEnabled: true } as const, { chatEnabled: true }]) {
      const { actor, fetchCounts } = start(input);
      await vi.advanceTimersByTimeAsync(0);
      actor.send({ type: 'REFRESH_UNREAD' });
      await vi.advanceTimersByTimeAsync(1_000);
      expect(fetchCounts).not.toHaveBeenCalled();
      expect(noticesUnreadTotal(actor.getSnapshot().context)).toBe(0);
      expect(actor.getSnapshot().matches({ unread: 'idle' })).toBe(true);
    }
  });

  it('starts the counts over with a new session', async () => {
    const { actor, fetchCounts, load, hold } = start({ sessionType: 0, chatEnabled: true });
    await vi.advanceTimersByTimeAsync(0);
    const refreshed = hold('counts');
    actor.send({ type: 'REFRESH_UNREAD' });
    await vi.advanceTimersByTimeAsync(250);
    actor.send({ type: 'REFRESH_UNREAD' });
    const next = hold('counts');
    actor.send({ type: 'SESSION_CHANGED', sessionType: 1 });
    expect(actor.getSnapshot().context).toMatchObject({ chatUnread: 0, inboxUnread: 0, sessionType: 1 });
    expect(fetchCounts).toHaveBeenCalledTimes(3);
    expect(load).toHaveBeenCalledTimes(2);
    // The refresh asked for by the session that ended is not carried over.
    refreshed.resolve({ chat: 9, inbox: 9 });
    next.resolve({ chat: 5, inbox: 6 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetchCounts).toHaveBeenCalledTimes(3);
    expect(actor.getSnapshot().context).toMatchObject({ chatUnread: 5, inboxUnread: 6 });
    actor.send({ type: 'SESSION_CHANGED', sessionType: 4 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetchCounts).toHaveBeenCalledTimes(3);
    expect(noticesUnreadTotal(actor.getSnapshot().context)).toBe(0);
  });
});

describe('unread totals', () => {
  it('add announcements, chat with CBS3 only, and inbox', () => {
    expect(unreadTotal({ announcements: 2, chat: 120, inbox: 1 }, true)).toBe(123);
    expect(unreadTotal({ announcements: 2, chat: 120, inbox: 1 }, false)).toBe(3);
  });

  it('show nothing at 0, the number up to 99, then 99+', () => {
    expect(footerBadge(-1)).toBe('');
    expect(footerBadge(0)).toBe('');
    expect(footerBadge(1)).toBe('1');
    expect(footerBadge(99)).toBe('99');
    expect(footerBadge(100)).toBe('99+');
    expect(footerBadge(123)).toBe('99+');
  });
});

describe('noticesMachine: what the app provides', () => {
  it('fails loudly, naming each actor the app has not provided', async () => {
    const bare = unprovided(noticesMachine, { input: { sessionType: 0, chatEnabled: true } });
    await settle();
    expect(bare.names).toEqual(['loadNotices', 'fetchUnreadCounts']);

    const loaded = unprovided(
      noticesMachine.provide({
        actors: {
          loadNotices: fromPromise(async () => [notice(1)]),
          fetchUnreadCounts: fromPromise(async () => ({ inbox: 0 })),
        },
      }),
      { input: { sessionType: 0, chatEnabled: true } },
    );
    await settle();
    loaded.actor.send({ type: 'MARK_READ', id: 1 });
    await vi.advanceTimersByTimeAsync(150);
    expect(loaded.names).toEqual(['markNoticesRead']);
  });
});
