import { assign, setup } from 'xstate';
import { ANNOUNCEMENT_READ_THROTTLE_MS, type SessionType, UNREAD_COUNT_THROTTLE_MS } from './constants.ts';
import type { Notice } from './entities.ts';
import { errorCodeOf } from './errorCode.ts';
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
  /** Why the last load of the notices failed (an errors catalogue key), until one succeeds. */
  error?: string;
  /** Marked read here and not yet told to the server. */
  pendingReads: number[];
  /** The marks of the call to the server under way (or of the last one, once it is back). */
  sendingReads: number[];
  chatUnread: number;
  inboxUnread: number;
  /** A refresh asked for while the counts were being fetched: one more fetch follows, throttled. */
  refreshQueued: boolean;
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

/** A loaded list with the marks not yet told to the server kept read, whatever the list says. */
function withMarks(context: NoticesContext, loaded: Notice[]): Notice[] {
  return loaded.map((notice) => (context.pendingReads.includes(notice.id) ? { ...notice, read: true } : notice));
}

/** Only an unread notice of the list is marked, and only by a session that keeps read state. */
function canMark(context: NoticesContext, id: number): boolean {
  return tracksReadState(context.sessionType) && context.notices.some((notice) => notice.id === id && !notice.read);
}

function markedLocally(context: NoticesContext, id: number): Pick<NoticesContext, 'notices' | 'pendingReads'> {
  return {
    notices: context.notices.map((notice) => (notice.id === id ? { ...notice, read: true } : notice)),
    pendingReads: [...context.pendingReads, id],
  };
}

/**
 * Notices and unread counts. Marking a notice read sets it read at once, tells the server (throttled 150 ms, marks
 * in that window go together) and reloads; a mark made while the list loads is sent once it has loaded. Trial
 * accounts never mark read. Unread counts are fetched throttled 250 ms, chat only with CBS3; a refresh asked for
 * during a fetch is fetched after it, so the counts never stay older than the last request.
 */
export const noticesMachine = setup({
  types: {} as { context: NoticesContext; events: NoticesEvent; input: NoticesInput },
  actors: {
    loadNotices: notProvided<Notice[], void>('loadNotices'),
    markNoticesRead: notProvided<void, { ids: number[] }>('markNoticesRead'),
    fetchUnreadCounts: notProvided<{ chat?: number; inbox: number }, { chat: boolean }>('fetchUnreadCounts'),
  },
  guards: {
    tracksReadState: ({ context }) => tracksReadState(context.sessionType),
    hasPendingReads: ({ context }) => context.pendingReads.length > 0,
    refreshQueued: ({ context }) => context.refreshQueued,
  },
  delays: {
    readThrottle: ANNOUNCEMENT_READ_THROTTLE_MS,
    unreadThrottle: UNREAD_COUNT_THROTTLE_MS,
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the id is a label; no transition targets #notices
  id: 'notices',
  context: ({ input }) => ({
    sessionType: input.sessionType,
    chatEnabled: input.chatEnabled,
    notices: [],
    pendingReads: [],
    sendingReads: [],
    chatUnread: 0,
    inboxUnread: 0,
    refreshQueued: false,
  }),
  type: 'parallel',
  on: {
    SESSION_CHANGED: {
      target: ['.notices.loading', '.unread.starting'],
      // Marks of the session that ended belong to it: none is sent, none is applied to the next one's list.
      actions: assign(({ event }) => ({
        sessionType: event.sessionType,
        pendingReads: [],
        chatUnread: 0,
        inboxUnread: 0,
        refreshQueued: false,
      })),
    },
  },
  states: {
    notices: {
      initial: 'loading',
      on: {
        MARK_READ: {
          guard: ({ context, event }) => canMark(context, event.id),
          actions: assign(({ context, event }) => markedLocally(context, event.id)),
        },
      },
      states: {
        loading: {
          invoke: {
            src: 'loadNotices',
            onDone: [
              {
                guard: 'hasPendingReads',
                target: 'throttling',
                actions: assign(({ context, event }) => ({
                  notices: withMarks(context, event.output),
                  error: undefined,
                })),
              },
              {
                target: 'idle',
                actions: assign(({ context, event }) => ({
                  notices: withMarks(context, event.output),
                  error: undefined,
                })),
              },
            ],
            onError: [
              {
                guard: 'hasPendingReads',
                target: 'throttling',
                actions: assign(({ event }) => ({ error: errorCodeOf(event.error) })),
              },
              { target: 'idle', actions: assign(({ event }) => ({ error: errorCodeOf(event.error) })) },
            ],
          },
        },
        idle: {
          on: {
            MARK_READ: {
              guard: ({ context, event }) => canMark(context, event.id),
              target: 'throttling',
              actions: assign(({ context, event }) => markedLocally(context, event.id)),
            },
            RELOAD: { target: 'loading' },
          },
        },
        throttling: {
          after: { readThrottle: { target: 'sending' } },
        },
        sending: {
          entry: assign(({ context }) => ({ sendingReads: context.pendingReads, pendingReads: [] })),
          invoke: {
            src: 'markNoticesRead',
            input: ({ context }) => ({ ids: context.sendingReads }),
            // Told or not, the marks are the server's now: the reload after the last of them shows its read state.
            onDone: [{ guard: 'hasPendingReads', target: 'throttling' }, { target: 'loading' }],
            onError: [{ guard: 'hasPendingReads', target: 'throttling' }, { target: 'loading' }],
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
          on: { REFRESH_UNREAD: { actions: assign({ refreshQueued: true }) } },
          invoke: {
            src: 'fetchUnreadCounts',
            input: ({ context }) => ({ chat: context.chatEnabled }),
            onDone: {
              target: 'fetched',
              actions: assign(({ event }) => ({ chatUnread: event.output.chat ?? 0, inboxUnread: event.output.inbox })),
            },
            onError: { target: 'fetched' },
          },
        },
        fetched: {
          always: [
            { guard: 'refreshQueued', target: 'throttling', actions: assign({ refreshQueued: false }) },
            { target: 'idle' },
          ],
        },
      },
    },
  },
});
