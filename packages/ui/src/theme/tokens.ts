/**
 * Design tokens: plain typed values, one object per brand. The theme contract is built from this shape, so a
 * white-label brand is a value of type ThemeTokens and nothing else.
 */
export interface ThemeTokens {
  color: {
    background: string;
    surface: string;
    surfaceRaised: string;
    text: string;
    textMuted: string;
    primary: string;
    onPrimary: string;
    /** The second fill (links in server text, highlights) and the text that goes on it. */
    accent: string;
    onAccent: string;
    success: string;
    /** Text and icons on a success, danger or warning fill (badges, banners, danger buttons, statuses). */
    onSuccess: string;
    danger: string;
    onDanger: string;
    warning: string;
    onWarning: string;
    border: string;
    focus: string;
    overlay: string;
  };
  space: { none: string; xxs: string; xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
  radius: { none: string; sm: string; md: string; lg: string; pill: string };
  font: {
    family: string;
    size: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
    weight: { regular: string; medium: string; bold: string };
    lineHeight: { tight: string; normal: string };
  };
  elevation: { none: string; low: string; high: string };
  /** The documents' animation durations: popups 200 and 300 ms, page transitions 300 ms, popup slides 400 ms. */
  motion: { fast: string; normal: string; slow: string; easing: string };
  zIndex: { base: string; header: string; menu: string; dialog: string; toast: string };
  /** logo: a CSS image (url(...) or a gradient) drawn as the brand mark beside the name. */
  brand: { name: string; logo: string };
}

/** A brand mark as an inline SVG on a 32-unit grid: no request, no asset pipeline, themable as a token. */
export function svgLogo(shapes: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${shapes}</svg>`;
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
}

const space: ThemeTokens['space'] = {
  none: '0',
  xxs: '0.125rem',
  xs: '0.25rem',
  sm: '0.5rem',
  md: '0.75rem',
  lg: '1rem',
  xl: '1.5rem',
  xxl: '2rem',
};

/**
 * Android's own faces first (Roboto, then Noto Sans CJK for Chinese), so a page sets the same everywhere, in
 * development and CI too (scripts/bootstrap.sh installs both); other systems fall back to their UI font.
 */
const font: ThemeTokens['font'] = {
  family:
    'Roboto, "Noto Sans SC", "Noto Sans CJK SC", system-ui, -apple-system, "Segoe UI", "PingFang SC", "Noto Sans", sans-serif',
  size: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.375rem', xxl: '1.75rem' },
  weight: { regular: '400', medium: '500', bold: '700' },
  lineHeight: { tight: '1.25', normal: '1.5' },
};

const motion: ThemeTokens['motion'] = {
  fast: '200ms',
  normal: '300ms',
  slow: '400ms',
  easing: 'cubic-bezier(0.2, 0, 0, 1)',
};

const zIndex: ThemeTokens['zIndex'] = { base: '0', header: '10', menu: '20', dialog: '30', toast: '40' };

/** The product's only theme: dark, stored as "dark". */
export const darkTokens: ThemeTokens = {
  color: {
    background: '#0f1115',
    surface: '#181b22',
    surfaceRaised: '#222632',
    text: '#f3f4f6',
    textMuted: '#a7adba',
    primary: '#f5b82e',
    onPrimary: '#1a1300',
    accent: '#4fc3f7',
    onAccent: '#00222e',
    success: '#4ade80',
    onSuccess: '#002611',
    danger: '#f87171',
    onDanger: '#1a0000',
    warning: '#fbbf24',
    onWarning: '#1a1300',
    border: '#343a48',
    focus: '#93c5fd',
    overlay: 'rgba(0, 0, 0, 0.6)',
  },
  space,
  radius: { none: '0', sm: '0.25rem', md: '0.5rem', lg: '0.75rem', pill: '999px' },
  font,
  elevation: {
    none: 'none',
    low: '0 1px 2px rgba(0, 0, 0, 0.5)',
    high: '0 8px 24px rgba(0, 0, 0, 0.6)',
  },
  motion,
  zIndex,
  brand: {
    name: 'Mobile Games',
    logo: svgLogo(
      '<circle cx="16" cy="16" r="15" fill="#f5b82e"/><path d="M16 6l3 7h7l-5.5 4.5 2 7.5-6.5-4.5-6.5 4.5 2-7.5L6 13h7z" fill="#1a1300"/>',
    ),
  },
};
