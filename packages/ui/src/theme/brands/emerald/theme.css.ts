import { brandTheme } from '../../brandTheme.ts';
import { emeraldTokens } from './tokens.ts';

/** The second brand's class: only a bundle that imports `@wl/ui/theme/brands/emerald` carries its CSS. */
export const emeraldTheme = brandTheme(emeraldTokens, 'emerald');
