import { assign, setup } from 'xstate';
import { ANNOUNCEMENT_READ_THROTTLE_MS, type SessionType, UNREAD_COUNT_THROTTLE_MS } from './constants.ts';
import type { Notice } from './entities.ts';
import { notProvided } from './notProvided.ts';
import { tracksReadState } from './roles.ts';
import { type UnreadCounts, unreadTotal } from './unread.ts';

export interface NoticesInput {
  /** The session's type, or undefined for a visitor. Trial accounts (4) skip read state. */
  sessionType?: SessionType;
  /** CBS3: chat unread is read only when it is on. */
  chatEnabled: boolean;
}

export interface NoticesContext {
  sessionType?: SessionType;
  chatEnabled: boolean;
  notices: Notice[];
  /** Marked read here and not yet told to the server. */
  pendingReads: number[];
  /** The marks the server is being told about. */
  sendingReads: number[];
  chatUnread: number;
  inboxUnread: number;
}

export type NoticesEvent =
  | { type: 'MARK_READ'; id: number }
  | { type: 'RELOAD' }
  | { type: 'REFRESH_UNREAD' }
  | { type: 'SESSION_CHANGED'; sessionType?: SessionType };

/** The footer's total: unread announcements, chat (with CBS3) and inbox; nothing for visitors and trial accounts. */
export function noticesUnreadTotal(context: NoticesContext): number {
  if (!tracksReadState(context.sessionType)) return 0;
  const counts: UnreadCounts = {
    announcements: context.notices.filter((notice) => !notice.read).length,
    chat: context.chatUnread,
    inbox: context.inboxUnread,
  };
  return unreadTotal(counts, context.chatEnabled);
}

/**
 * Notices and unread counts. Marking a notice read sets it read at once, tells the server (throttled 150 ms, marks
 * in that window go together) and reloads; trial accounts never mark read. Unread counts are fetched throttled
 * 250 ms, chat only with CBS3.
 */
export const noticesMachine = setup({
  types: {
    context: {} as NoticesContext,
    events: {} as NoticesEvent,
    input: {} as NoticesInput,
  },
  actors: {
    loadNotices: notProvided<Notice[], void>('loadNotices'),
    markNoticesRead: notProvided<void, { ids: number[] }>('markNoticesRead'),
    fetchUnreadCounts: notProvided<{ chat?: number; inbox: number }, { chat: boolean }>('fetchUnreadCounts'),
  },
  guards: {
    canMark: ({ context, event }) =>
      event.type === 'MARK_READ' &&
      tracksReadState(context.sessionType) &&
      context.notices.some((notice) => notice.id === event.id && !notice.read),
    tracksReadState: ({ context }) => tracksReadState(context.sessionType),
    hasPendingReads: ({ context }) => context.pendingReads.length > 0,
  },
  actions: {
    markLocally: assign(({ context, event }) => {
      if (event.type !== 'MARK_READ') return {};
      return {
        notices: context.notices.map((notice) => (notice.id === event.id ? { ...notice, read: true } : notice)),
        pendingReads: [...context.pendingReads, event.id],
      };
    }),
  },
  delays: {
    readThrottle: ANNOUNCEMENT_READ_THROTTLE_MS,
    unreadThrottle: UNREAD_COUNT_THROTTLE_MS,
  },
}).createMachine({
  id: 'notices',
  context: ({ input }) => ({
    sessionType: input.sessionType,
    chatEnabled: input.chatEnabled,
    notices: [],
    pendingReads: [],
    sendingReads: [],
    chatUnread: 0,
    inboxUnread: 0,
  }),
  type: 'parallel',
  on: {
    SESSION_CHANGED: {
      target: ['.notices.loading', '.unread.starting'],
      actions: assign(({ event }) => ({
        sessionType: event.sessionType,
        pendingReads: [],
        chatUnread: 0,
        inboxUnread: 0,
      })),
    },
  },
  states: {
    notices: {
      initial: 'loading',
      on: { MARK_READ: { guard: 'canMark', actions: 'markLocally' } },
      states: {
        loading: {
          invoke: {
            id: 'loadNotices',
            src: 'loadNotices',
            onDone: {
              target: 'idle',
              // Ids still on their way to the server stay read, whatever the reload says.
              actions: assign(({ context, event }) => ({
                notices: event.output.map((notice) =>
                  [...context.pendingReads, ...context.sendingReads].includes(notice.id)
                    ? { ...notice, read: true }
                    : notice,
                ),
              })),
            },
            onError: { target: 'idle' },
          },
        },
        idle: {
          on: {
            MARK_READ: { guard: 'canMark', target: 'throttling', actions: 'markLocally' },
            RELOAD: { target: 'loading' },
          },
        },
        throttling: {
          after: { readThrottle: { target: 'sending' } },
        },
        sending: {
          entry: assign(({ context }) => ({ sendingReads: context.pendingReads, pendingReads: [] })),
          invoke: {
            id: 'markNoticesRead',
            src: 'markNoticesRead',
            input: ({ context }) => ({ ids: context.sendingReads }),
            onDone: [
              { guard: 'hasPendingReads', target: 'throttling', actions: assign({ sendingReads: [] }) },
              { target: 'loading', actions: assign({ sendingReads: [] }) },
            ],
            onError: [
              { guard: 'hasPendingReads', target: 'throttling', actions: assign({ sendingReads: [] }) },
              { target: 'loading', actions: assign({ sendingReads: [] }) },
            ],
          },
        },
      },
    },
    unread: {
      initial: 'starting',
      states: {
        starting: {
          always: [{ guard: 'tracksReadState', target: 'fetching' }, { target: 'idle' }],
        },
        idle: {
          on: { REFRESH_UNREAD: { guard: 'tracksReadState', target: 'throttling' } },
        },
        throttling: {
          after: { unreadThrottle: { target: 'fetching' } },
        },
        fetching: {
          invoke: {
            id: 'fetchUnreadCounts',
            src: 'fetchUnreadCounts',
            input: ({ context }) => ({ chat: context.chatEnabled }),
            onDone: {
              target: 'idle',
              actions: assign(({ event }) => ({ chatUnread: event.output.chat ?? 0, inboxUnread: event.output.inbox })),
            },
            onError: { target: 'idle' },
          },
        },
      },
    },
  },
});
