import type { CategoryIcon } from '@wl/ui/category-rail';

/** The mark of each home category on the category rail; a category the rail has no mark for shows "all". */
const ICONS: Readonly<Record<string, CategoryIcon>> = {
  HOT: 'hot',
  RECENT: 'recent',
  FAV: 'favourites',
  RNG: 'slots',
  FISH: 'fishing',
  LIVE: 'live',
  PVP: 'cards',
  SPORTS: 'sports',
  ESPORTS: 'esports',
  LOTT: 'lottery',
  ELOTT: 'lottery',
  COCKFIGHT: 'cockfight',
  BINGO: 'bingo',
};

export function categoryIconOf(category: string): CategoryIcon {
  return ICONS[category] ?? 'all';
}
