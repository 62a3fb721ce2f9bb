import { useId } from 'react';
import { stripHtml } from '../NoticeBar/NoticeBar.tsx';
import { RichContent } from '../RichContent/RichContent.tsx';
import { useUiText } from '../UiText/UiText.tsx';
import * as styles from './NoticeAccordion.css.ts';

export interface Notice {
  id: number;
  /** May carry HTML; shown as plain text. */
  title: string;
  /** Server HTML, sanitised before display. */
  content: string;
  /** A date string (YYYY-MM-DD...) or epoch milliseconds. */
  startDate: string | number;
  read?: boolean;
}

export const noticeDateSeparators = ['/', '-'] as const;

/**
 * The notice's calendar date. A date string is read as written, so a notice dated the 1st never shows the 31st in a
 * time zone west of the server; epoch milliseconds use the player's local date.
 */
export function formatNoticeDate(value: string | number, separator: (typeof noticeDateSeparators)[number] = '/') {
  const written = typeof value === 'string' ? /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})/.exec(value.trim()) : null;
  let parts: [number, number, number];
  if (written) {
    parts = [Number(written[1]), Number(written[2]), Number(written[3])];
  } else {
    const date = new Date(typeof value === 'number' ? value : Number(value) || value);
    if (Number.isNaN(date.getTime())) return '';
    parts = [date.getFullYear(), date.getMonth() + 1, date.getDate()];
  }
  const [year, month, day] = parts;
  return [String(year), String(month).padStart(2, '0'), String(day).padStart(2, '0')].join(separator);
}

export interface NoticeAccordionProps {
  notices: readonly Notice[];
  /** The notice to show open first: the index of the one clicked in the notice bar. */
  openIndex?: number;
  /** A notice was opened; the app marks it read (except for trial sessions). */
  onOpen?: (notice: Notice) => void;
  dateSeparator?: (typeof noticeDateSeparators)[number];
}

/** The notice list as an accordion: one notice open at a time, with its date and rich content. */
export function NoticeAccordion({ notices, openIndex, onOpen, dateSeparator = '/' }: NoticeAccordionProps) {
  const t = useUiText();
  const group = useId();
  if (notices.length === 0) {
    return <p className={styles.empty}>{t('content:noticeBar.empty', { defaultValue: 'No announcement' })}</p>;
  }
  return (
    <div className={styles.list}>
      {notices.map((notice, index) => (
        <details
          key={notice.id}
          name={group}
          className={styles.item}
          open={index === openIndex}
          onToggle={(event) => {
            if (event.currentTarget.open) onOpen?.(notice);
          }}
        >
          <summary className={styles.summary}>
            <span className={styles.heading}>
              <span className={styles.title}>{stripHtml(notice.title)}</span>
              <time className={styles.date} dateTime={formatNoticeDate(notice.startDate, '-')}>
                {formatNoticeDate(notice.startDate, dateSeparator)}
              </time>
            </span>
            {notice.read === false ? (
              <span className={styles.unread}>{t('content:noticeAccordion.unread', { defaultValue: 'Unread' })}</span>
            ) : null}
          </summary>
          <div className={styles.body}>
            <RichContent html={notice.content} />
          </div>
        </details>
      ))}
    </div>
  );
}
