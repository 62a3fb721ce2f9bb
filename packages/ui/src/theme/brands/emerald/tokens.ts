import { darkTokens, svgLogo, type ThemeTokens } from '../../tokens.ts';

/** A second brand: other colours, other corners, other logo. It proves that a brand is configuration only. */
export const emeraldTokens: ThemeTokens = {
  ...darkTokens,
  color: {
    ...darkTokens.color,
    background: '#06140f',
    surface: '#0d211a',
    surfaceRaised: '#143026',
    primary: '#34d399',
    onPrimary: '#022c1e',
    accent: '#f0abfc',
    onAccent: '#2e0533',
    border: '#1f4437',
    focus: '#a7f3d0',
  },
  radius: { none: '0', sm: '0', md: '0.125rem', lg: '0.25rem', pill: '0.25rem' },
  brand: {
    name: 'Emerald Club',
    logo: svgLogo('<path d="M16 1l15 15-15 15L1 16z" fill="#34d399"/><path d="M16 8l8 8-8 8-8-8z" fill="#022c1e"/>'),
  },
};
