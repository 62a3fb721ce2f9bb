import type { CSSProperties, ReactNode } from 'react';
import { useUiText } from '../UiText/UiText.tsx';
import * as styles from './Skeleton.css.ts';

export const skeletonShapes = ['text', 'block', 'circle', 'tile'] as const;

export interface SkeletonProps {
  shape?: (typeof skeletonShapes)[number];
  /** Any CSS length; text lines default to full width, circles to 3rem. */
  inlineSize?: string;
  blockSize?: string;
}

/** A grey placeholder where content will be. Decorative: the loading region around it says what is happening. */
export function Skeleton({ shape = 'text', inlineSize, blockSize }: SkeletonProps) {
  const style: CSSProperties = { inlineSize, blockSize };
  return <span className={styles.skeleton({ shape })} style={style} aria-hidden="true" />;
}

export interface SkeletonGroupProps {
  /** What is loading, for screen readers ("Loading games"). */
  label?: string;
  children: ReactNode;
}

/** Wraps skeletons in one busy region announced once, instead of many empty shapes. */
export function SkeletonGroup({ label, children }: SkeletonGroupProps) {
  const t = useUiText();
  return (
    <div className={styles.group} role="status" aria-busy="true">
      <span className={styles.hidden}>{label ?? t('ui:skeleton.loading', { defaultValue: 'Loading' })}</span>
      {children}
    </div>
  );
}
