import { noticeDate, stripHtml } from '@wl/domain/content';
import type { Notice } from '@wl/domain/entities';
import { useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import { useNoticesActor } from './noticesActor.ts';
import { useMerchantSettings } from './useMerchantSettings.ts';

/** A notice as the pages show it: the title as plain text, the start date in both of the documents' forms. */
export interface NoticeView {
  id: number;
  title: string;
  /** Server HTML: shown through the kit's RichContent only. */
  content: string;
  /** YYYY/MM/DD, as the list (the accordion) shows it. */
  listDate: string;
  /** YYYY-MM-DD, as the detail shows it, and the machine form of the date. */
  detailDate: string;
  read: boolean;
}

export interface Notices {
  /** The list has not arrived yet. */
  loading: boolean;
  notices: NoticeView[];
  /** Why the notices could not be loaded (an errors catalogue key); `retry` asks again. */
  error?: string;
  retry(): void;
  /**
   * Marks a notice read: at once here (the footer's count drops), then the server, throttled 150 ms. Nothing for a
   * visitor or a trial account (the domain's `noticesMachine`).
   */
  markRead(id: number): void;
}

const views = new WeakMap<Notice, NoticeView>();
function noticeView(notice: Notice): NoticeView {
  let view = views.get(notice);
  if (!view) {
    view = {
      id: notice.id,
      title: stripHtml(notice.title),
      content: notice.content,
      listDate: noticeDate(notice.startDate, 'popup'),
      detailDate: noticeDate(notice.startDate, 'detail'),
      read: notice.read,
    };
    views.set(notice, view);
  }
  return view;
}

/** The player notices of /m/notice and /m/noticeDetail, from the page's one notices actor (shared with the footer). */
export function useNotices(): Notices {
  const { switches } = useMerchantSettings();
  const actor = useNoticesActor(switches.CBS3 === true);
  const list = useSelector(actor, (snapshot) => snapshot.context.notices);
  const loading = useSelector(
    actor,
    (snapshot) => snapshot.matches({ notices: 'loading' }) && snapshot.context.notices.length === 0,
  );
  const notices = useMemo(() => list.map(noticeView), [list]);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const markRead = useCallback((id: number) => actor.send({ type: 'MARK_READ', id }), [actor]);
  const retry = useCallback(() => actor.send({ type: 'RELOAD' }), [actor]);
  return { loading, notices, ...(error ? { error } : {}), retry, markRead };
}
