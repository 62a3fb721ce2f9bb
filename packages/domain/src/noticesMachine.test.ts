import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { ANNOUNCEMENT_READ_THROTTLE_MS, UNREAD_COUNT_THROTTLE_MS } from './constants.ts';
import type { Notice } from './entities.ts';
import { type NoticesInput, noticesMachine, noticesUnreadTotal } from './noticesMachine.ts';
import { describeModel } from './testing/modelTest.ts';
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

const model = {
  machine: noticesMachine,
  input: { sessionType: 0, chatEnabled: true } satisfies NoticesInput,
  events: () => [
    { type: 'MARK_READ' as const, id: 1 },
    { type: 'MARK_READ' as const, id: 2 },
    { type: 'RELOAD' as const },
    { type: 'REFRESH_UNREAD' as const },
    { type: 'SESSION_CHANGED' as const, sessionType: 4 as const },
    { type: 'SESSION_CHANGED' as const, sessionType: 0 as const },
  ],
  outcomes: {
    loadNotices: { outputs: [[notice(1), notice(2)]], errors: [new Error('offline')] },
    markNoticesRead: { outputs: [undefined], errors: [new Error('offline')] },
    fetchUnreadCounts: { outputs: [{ chat: 2, inbox: 3 }], errors: [new Error('offline')] },
  },
  project: ({ context }: SnapshotFrom<typeof noticesMachine>) => [
    context.sessionType,
    context.notices.filter((item) => item.read).map((item) => item.id),
    context.pendingReads.length > 0,
  ],
};

describeModel('noticesMachine', model);

describe('noticesMachine rules', () => {
  function start(input: NoticesInput) {
    const markRead = vi.fn(async (_: { input: { ids: number[] } }): Promise<void> => {});
    const load = vi.fn(async () => [notice(1), notice(2), notice(3, true)]);
    const counts = vi.fn(
      async (_: { input: { chat: boolean } }): Promise<{ chat?: number; inbox: number }> => ({ chat: 120, inbox: 1 }),
    );
    const actor = createActor(
      noticesMachine.provide({
        actors: {
          loadNotices: fromPromise(load),
          markNoticesRead: fromPromise(markRead),
          fetchUnreadCounts: fromPromise(counts),
        },
      }),
      { input },
    ).start();
    return { actor, markRead, load, counts };
  }

  it('marks read at once, tells the server once for marks within 150 ms, then reloads', async () => {
    const { actor, markRead, load } = start({ sessionType: 0, chatEnabled: true });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'MARK_READ', id: 1 });
    expect(actor.getSnapshot().context.notices[0]?.read).toBe(true);
    actor.send({ type: 'MARK_READ', id: 2 });
    await vi.advanceTimersByTimeAsync(ANNOUNCEMENT_READ_THROTTLE_MS - 1);
    expect(markRead).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(markRead.mock.calls[0]?.[0].input).toEqual({ ids: [1, 2] });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('never marks read for a trial account, and skips its unread counts', async () => {
    const { actor, markRead, counts } = start({ sessionType: 4, chatEnabled: true });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'MARK_READ', id: 1 });
    actor.send({ type: 'REFRESH_UNREAD' });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(actor.getSnapshot().context.notices[0]?.read).toBe(false);
    expect(markRead).not.toHaveBeenCalled();
    expect(counts).not.toHaveBeenCalled();
    expect(noticesUnreadTotal(actor.getSnapshot().context)).toBe(0);
  });

  it('adds announcements, chat (with CBS3) and inbox, throttled 250 ms', async () => {
    const { actor, counts } = start({ sessionType: 0, chatEnabled: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(counts.mock.calls[0]?.[0].input).toEqual({ chat: false });
    expect(noticesUnreadTotal(actor.getSnapshot().context)).toBe(2 + 1);
    actor.send({ type: 'REFRESH_UNREAD' });
    actor.send({ type: 'REFRESH_UNREAD' });
    await vi.advanceTimersByTimeAsync(UNREAD_COUNT_THROTTLE_MS);
    expect(counts).toHaveBeenCalledTimes(2);
  });

  it('caps the footer at 99+', () => {
    expect(unreadTotal({ announcements: 2, chat: 120, inbox: 1 }, true)).toBe(123);
    expect(unreadTotal({ announcements: 2, chat: 120, inbox: 1 }, false)).toBe(3);
    expect(footerBadge(0)).toBe('');
    expect(footerBadge(99)).toBe('99');
    expect(footerBadge(100)).toBe('99+');
  });
});
