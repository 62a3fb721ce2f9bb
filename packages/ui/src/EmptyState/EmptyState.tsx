import type { ReactNode } from 'react';
import { Illustration, type IllustrationKind } from '../Illustration/Illustration.tsx';
import { type Translate, useUiText } from '../UiText/UiText.tsx';
import * as styles from './EmptyState.css.ts';

export const emptyStateSizes = ['compact', 'regular'] as const;

export interface EmptyStateProps {
  /** The picture, and the words shown when no title is given: nothing here, no results, offline… */
  illustration?: IllustrationKind;
  /** The headline; without one, the illustration's own headline and hint. */
  title?: string;
  /** One line that says what to do next. */
  description?: string;
  /** A way out, such as a reset-filters or retry button. */
  action?: ReactNode;
  size?: (typeof emptyStateSizes)[number];
}

/** Each picture's headline and hint, for screens that have nothing more precise to say. */
function defaultWords(t: Translate, kind: IllustrationKind): { title: string; description?: string } {
  switch (kind) {
    case 'empty':
      return { title: t('content:emptyState.empty.title', { defaultValue: 'Nothing here yet' }) };
    case 'search':
      return {
        title: t('content:emptyState.search.title', { defaultValue: 'No results found' }),
        description: t('content:emptyState.search.description', { defaultValue: 'Try another name or vendor.' }),
      };
    case 'favourites':
      return {
        title: t('content:emptyState.favourites.title', { defaultValue: 'No favourites yet' }),
        description: t('content:emptyState.favourites.description', {
          defaultValue: 'Tap the heart on a game to keep it here.',
        }),
      };
    case 'notices':
      return {
        title: t('content:emptyState.notices.title', { defaultValue: 'No announcements' }),
        description: t('content:emptyState.notices.description', {
          defaultValue: 'New announcements will appear here.',
        }),
      };
    case 'error':
      return {
        title: t('content:emptyState.error.title', { defaultValue: 'Something went wrong' }),
        description: t('content:emptyState.error.description', { defaultValue: 'Please try again in a moment.' }),
      };
    case 'offline':
      return {
        title: t('content:emptyState.offline.title', { defaultValue: 'You are offline' }),
        description: t('content:emptyState.offline.description', {
          defaultValue: 'Check your connection and try again.',
        }),
      };
    case 'maintenance':
      return {
        title: t('content:emptyState.maintenance.title', { defaultValue: 'Under maintenance' }),
        description: t('content:emptyState.maintenance.description', { defaultValue: 'Please come back later.' }),
      };
    case 'restricted':
      return { title: t('content:emptyState.restricted.title', { defaultValue: 'Not available here' }) };
  }
}

/** What a list or area shows when it has nothing to show, or could not load: never a blank area. */
export function EmptyState({ illustration = 'empty', title, description, action, size = 'regular' }: EmptyStateProps) {
  const t = useUiText();
  // The picture's own words come as a pair: a screen that words the headline words the hint too.
  const words = title === undefined ? defaultWords(t, illustration) : { title, description };
  const hint = description ?? words.description;
  return (
    <div className={styles.root({ size })} role="status">
      <Illustration kind={illustration} size={size === 'compact' ? 'small' : 'medium'} />
      <p className={styles.title}>{words.title}</p>
      {hint ? <p className={styles.description}>{hint}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
