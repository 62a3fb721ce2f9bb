import type { ReactNode } from 'react';
import { useUiText } from '../UiText/UiText.tsx';
import * as styles from './EmptyState.css.ts';

export const emptyStateSizes = ['compact', 'regular'] as const;

export interface EmptyStateProps {
  /** The headline; "No data" when not given. */
  title?: string;
  /** One line that says what to do next. */
  description?: string;
  /** A way out, such as a reset-filters or retry button. */
  action?: ReactNode;
  size?: (typeof emptyStateSizes)[number];
}

/** What a list shows when it has nothing to show: never a blank area. */
export function EmptyState({ title, description, action, size = 'regular' }: EmptyStateProps) {
  const t = useUiText();
  return (
    <div className={styles.root({ size })} role="status">
      <svg className={styles.icon} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <rect x="8" y="14" width="32" height="24" rx="4" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M8 22h32M18 14l3-6h6l3 6" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      <p className={styles.title}>{title ?? t('content:emptyState.title', { defaultValue: 'No data' })}</p>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
