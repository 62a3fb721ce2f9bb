import * as styles from './BrandMark.css.ts';

export interface BrandMarkProps {
  size?: 'small' | 'large';
}

/**
 * The brand's logo mark from the theme (`brand.logo`): wherever the kit shows the brand (header, footer, side menu,
 * status page, app download), a second brand shows its own mark with no prop to pass. Decorative: the brand's name
 * is always written or part of an accessible name nearby.
 */
export function BrandMark({ size = 'small' }: BrandMarkProps) {
  return <span className={styles.mark({ size })} aria-hidden="true" data-brand-mark="" />;
}
