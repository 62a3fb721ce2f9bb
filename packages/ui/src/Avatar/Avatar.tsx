import { useState } from 'react';
import * as styles from './Avatar.css.ts';

export const avatarSizes = ['small', 'medium', 'large'] as const;

export interface AvatarProps {
  /** The player's name: the image's alternative text and the source of the initials fallback. */
  name: string;
  src?: string;
  size?: (typeof avatarSizes)[number];
  /** When the name is written next to the avatar, the picture adds nothing for a screen reader. */
  decorative?: boolean;
}

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words.at(-1)] : [words[0]?.slice(0, 2)];
  return letters
    .map((word) => (word ? Array.from(word)[0] : ''))
    .join('')
    .toUpperCase();
}

/** The head icon, or the initials when there is none or it fails to load. */
export function Avatar({ name, src, size = 'medium', decorative = false }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = src !== undefined && src !== '' && failed !== src;
  const className = styles.avatar({ size });
  const face = showImage ? (
    <img className={styles.image} src={src} alt={decorative ? '' : name} onError={() => setFailed(src)} />
  ) : (
    <span aria-hidden="true">{initialsOf(name) || '?'}</span>
  );
  if (decorative || showImage) {
    return (
      <span className={className} aria-hidden={decorative || undefined}>
        {face}
      </span>
    );
  }
  return (
    <span className={className} role="img" aria-label={name}>
      {face}
    </span>
  );
}
