import { useReducedMotion } from '../BannerCarousel/useReducedMotion.ts';
import { Icon } from '../Icon/Icon.tsx';
import { iconButton } from '../theme/recipes.css.ts';
import { useUiText } from '../UiText/UiText.tsx';
import * as styles from './NoticeBar.css.ts';

export interface NoticeBarItem {
  id: number | string;
  /** The announcement's title; it may carry HTML, which the bar shows as plain text. */
  title: string;
}

export interface NoticeBarProps {
  notices: readonly NoticeBarItem[];
  /** Opens the notice page at the item clicked (its index in `notices`). */
  onOpen: (index: number) => void;
  /** The app-download button: the app passes true only outside the native app and the installed PWA. */
  showAppDownload?: boolean;
  onAppDownload?: () => void;
}

/** Marquee speed: the strip moves about this many pixels a second, whatever the length of the titles. */
export const MARQUEE_PIXELS_PER_SECOND = 40;

/** Plain text of an HTML fragment. DOMParser builds an inert document: nothing in it runs or loads. */
export function stripHtml(html: string): string {
  if (typeof DOMParser === 'undefined') return html.replace(/<[^>]*>/g, '').trim();
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  // textContent keeps the source of style and script elements, which a player must never see as a title.
  for (const element of body.querySelectorAll('style, script, template')) element.remove();
  const text = body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}

export function NoticeBar({ notices, onOpen, showAppDownload = false, onAppDownload }: NoticeBarProps) {
  const t = useUiText();
  const reducedMotion = useReducedMotion();
  const titles = notices.map((notice) => stripHtml(notice.title));
  const characters = titles.reduce((sum, title) => sum + title.length + 4, 0);
  // About 8 px a character at the bar's font size: long lists scroll for longer, at the same speed.
  const seconds = Math.max(8, (characters * 8) / MARQUEE_PIXELS_PER_SECOND);

  return (
    <section className={styles.bar} aria-label={t('content:noticeBar.label', { defaultValue: 'Announcements' })}>
      <Icon name="promotion" />
      <div className={reducedMotion ? styles.scrollableViewport : styles.viewport}>
        {notices.length === 0 ? (
          <p className={styles.empty}>{t('content:noticeBar.empty', { defaultValue: 'No announcement' })}</p>
        ) : (
          <ul
            className={reducedMotion ? styles.track : `${styles.track} ${styles.moving}`}
            style={reducedMotion ? undefined : { animationDuration: `${seconds}s` }}
          >
            {notices.map((notice, index) => (
              <li key={notice.id} className={styles.item}>
                <button type="button" className={styles.title} onClick={() => onOpen(index)}>
                  {titles[index]}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {showAppDownload && onAppDownload ? (
        <button
          type="button"
          className={iconButton()}
          aria-label={t('content:noticeBar.appDownload', { defaultValue: 'Download the app' })}
          onClick={onAppDownload}
        >
          <Icon name="download" />
        </button>
      ) : null}
    </section>
  );
}
