import type { ButtonHTMLAttributes, ReactNode } from 'react';
import * as styles from './Button.css.ts';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'danger'] as const;
export const buttonSizes = ['small', 'medium', 'large'] as const;

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> {
  variant?: (typeof buttonVariants)[number];
  size?: (typeof buttonSizes)[number];
  /** Stretches to the width of its container. */
  block?: boolean;
  /** Shows the busy state: the button stays focusable but refuses clicks until the work ends. */
  loading?: boolean;
  children: ReactNode;
}

export function Button({
  variant = 'primary',
  size = 'medium',
  block = false,
  loading = false,
  type = 'button',
  onClick,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={styles.button({ variant, size, block })}
      aria-busy={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
    >
      {loading ? <span className={styles.spinner} aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
