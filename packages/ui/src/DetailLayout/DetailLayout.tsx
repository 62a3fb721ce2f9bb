import type { ReactNode } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import { RichContent } from '../RichContent/RichContent.tsx';
import { iconButton } from '../theme/recipes.css.ts';
import { useUiText } from '../UiText/UiText.tsx';
import * as styles from './DetailLayout.css.ts';

export interface DetailLayoutProps {
  /** The notice's, help article's or promotion's title; it wraps over as many lines as it needs. */
  title: string;
  /** The line under the title, formatted by the app: a notice's date, a promotion's period. */
  meta?: string;
  /** What kind of page this is ("Notice", "Promotion"), written beside the back button. */
  section?: string;
  /** Goes back; the button shows only when given. */
  onBack?: () => void;
  /** A cover picture, drawn in a 16:7 frame that is there before the picture arrives. */
  coverUrl?: string;
  /** The cover's text alternative when it says something the title does not; decorative otherwise. */
  coverAlt?: string;
  /** The server's HTML, shown through the kit's RichContent. */
  html?: string;
  /** Anything else under the content (sub-topics, a form). */
  children?: ReactNode;
  /** The action bar kept at the bottom of the screen, clear of the phone's home indicator ("Apply"). */
  actions?: ReactNode;
}

/** The page of one notice, help article or promotion: back, cover, title, date, rich content, actions. */
export function DetailLayout({
  title,
  meta,
  section,
  onBack,
  coverUrl,
  coverAlt = '',
  html,
  children,
  actions,
}: DetailLayoutProps) {
  const t = useUiText();
  return (
    <article className={styles.page}>
      {onBack || section ? (
        <div className={styles.bar}>
          {onBack ? (
            <button
              type="button"
              className={iconButton({ tone: 'raised' })}
              aria-label={t('ui:header.back', { defaultValue: 'Back' })}
              onClick={onBack}
            >
              <Icon name="back" />
            </button>
          ) : null}
          {section ? <span className={styles.section}>{section}</span> : null}
        </div>
      ) : null}
      {coverUrl ? (
        <div className={styles.cover}>
          <img className={styles.coverImage} src={coverUrl} alt={coverAlt} decoding="async" />
        </div>
      ) : null}
      <header className={styles.head}>
        <h1 className={styles.title}>{title}</h1>
        {meta ? <p className={styles.meta}>{meta}</p> : null}
      </header>
      {html !== undefined || children !== undefined ? (
        <div className={styles.body}>
          {html !== undefined ? <RichContent html={html} /> : null}
          {children}
        </div>
      ) : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </article>
  );
}

export interface DetailLayoutSkeletonProps {
  /** Keeps the back button's row, for a page that will have one (the default). */
  back?: boolean;
  /** Keeps the cover's frame, for a page that will have one (promotions). */
  cover?: boolean;
  /** Keeps the action bar, for a page that will have one. */
  actions?: boolean;
}

/** The page's shape while it loads: the cover frame, title and date lines, and paragraphs of content. */
export function DetailLayoutSkeleton({ back = true, cover = false, actions = false }: DetailLayoutSkeletonProps) {
  const t = useUiText();
  return (
    <div className={styles.page} role="status" aria-busy="true">
      <span className={styles.hidden}>{t('ui:skeleton.loading', { defaultValue: 'Loading' })}</span>
      <div aria-hidden="true" className={styles.skeleton}>
        {back ? (
          <span className={styles.bar}>
            <span className={`${styles.backDot} ${styles.pulse}`} />
          </span>
        ) : null}
        {cover ? <span className={`${styles.cover} ${styles.pulse}`} /> : null}
        <span className={styles.head}>
          <span className={`${styles.line} ${styles.titleLine} ${styles.pulse}`} />
          <span className={`${styles.line} ${styles.metaLine} ${styles.pulse}`} />
        </span>
        <span className={styles.body}>
          {['96%', '88%', '92%', '60%'].map((width) => (
            <span key={width} className={`${styles.line} ${styles.pulse}`} style={{ inlineSize: width }} />
          ))}
        </span>
        {actions ? (
          <span className={styles.actions}>
            <span className={`${styles.actionLine} ${styles.pulse}`} />
          </span>
        ) : null}
      </div>
    </div>
  );
}
