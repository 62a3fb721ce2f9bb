import { useLayoutEffect, useRef, useState } from 'react';
import { useReducedMotion } from '../BannerCarousel/useReducedMotion.ts';
import { Icon } from '../Icon/Icon.tsx';
import { revealInRow } from '../ScrollRow/revealInRow.ts';
import { iconButton } from '../theme/recipes.css.ts';
import { useUiText } from '../UiText/UiText.tsx';
import * as styles from './NoticeBar.css.ts';

export interface NoticeBarItem {
  id: number | string;
  /** The announcement's title as plain text: the domain strips the server's HTML before it gets here. */
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
const MARQUEE_PIXELS_PER_SECOND = 40;

export function NoticeBar({ notices, onOpen, showAppDownload = false, onAppDownload }: NoticeBarProps) {
  const t = useUiText();
  const reducedMotion = useReducedMotion();
  // A keyboard user in the titles gets them still and in reach: a paused marquee may have a title half out of view.
  const [keyboard, setKeyboard] = useState(false);
  const still = reducedMotion || keyboard;
  const viewport = useRef<HTMLDivElement>(null);
  // A tap also focuses the title it lands on; only focus that came without a pointer stops the marquee.
  const pointing = useRef(false);
  useLayoutEffect(() => {
    const focused = document.activeElement;
    if (keyboard && focused && viewport.current?.contains(focused)) revealInRow(viewport.current, focused, 0);
  }, [keyboard]);
  const characters = notices.reduce((sum, notice) => sum + notice.title.length + 4, 0);
  // About 8 px a character at the bar's font size: long lists scroll for longer, at the same speed.
  const seconds = Math.max(8, (characters * 8) / MARQUEE_PIXELS_PER_SECOND);

  return (
    <section
      className={styles.bar}
      aria-label={t('content:noticeBar.label', { defaultValue: 'Announcements' })}
      onPointerDown={() => {
        pointing.current = true;
      }}
      onPointerUp={() => {
        pointing.current = false;
      }}
      onPointerCancel={() => {
        pointing.current = false;
      }}
      onFocus={(event) => {
        const byPointer = pointing.current;
        pointing.current = false;
        const strip = viewport.current;
        if (!strip?.contains(event.target)) return;
        // The titles' rings are drawn inside them: a title needs no margin to show its ring whole.
        if (still) revealInRow(strip, event.target, 0);
        else if (!byPointer && event.target.matches(':focus-visible')) setKeyboard(true);
      }}
      onBlur={(event) => {
        if (!viewport.current?.contains(event.relatedTarget)) setKeyboard(false);
      }}
    >
      <Icon name="promotion" />
      <div ref={viewport} className={still ? styles.scrollableViewport : styles.viewport}>
        {notices.length === 0 ? (
          <p className={styles.empty}>{t('content:noticeBar.empty', { defaultValue: 'No announcement' })}</p>
        ) : (
          <ul
            className={still ? styles.track : `${styles.track} ${styles.moving}`}
            style={still ? undefined : { animationDuration: `${seconds}s` }}
          >
            {notices.map((notice, index) => (
              <li key={notice.id} className={styles.item}>
                <button type="button" className={styles.title} onClick={() => onOpen(index)}>
                  {notice.title}
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
