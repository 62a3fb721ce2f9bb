import { useId } from 'react';
import { RichContent } from '../RichContent/RichContent.tsx';
import { useUiText } from '../UiText/UiText.tsx';
import * as styles from './NoticeAccordion.css.ts';

export interface Notice {
  id: number;
  /** Plain text: the domain strips the server's HTML from titles. */
  title: string;
  /** Server HTML, sanitised before display. */
  content: string;
  /** The start date as the player reads it, formatted by the domain (`noticeDate(startDate, 'popup')`). */
  date: string;
  /** The same date in machine form (YYYY-MM-DD) for the `<time>` element, when the app has it. */
  dateTime?: string;
  read?: boolean;
}

export interface NoticeAccordionProps {
  notices: readonly Notice[];
  /** The notice to show open first: the index of the one clicked in the notice bar. */
  openIndex?: number;
  /** A notice was opened; the app marks it read (except for trial sessions). */
  onOpen?: (notice: Notice) => void;
}

/** The notice list as an accordion: one notice open at a time, with its date and rich content. */
export function NoticeAccordion({ notices, openIndex, onOpen }: NoticeAccordionProps) {
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
              <span className={styles.title}>{notice.title}</span>
              <time className={styles.date} dateTime={notice.dateTime}>
                {notice.date}
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
