import type { Category } from './CategoryRail.tsx';

/** The home's rail as the app builds it from the server's categories: HOT, RECENT, then the game families. */
export const sampleCategories: Category[] = [
  { id: 'HOT', label: 'Hot', icon: 'hot' },
  { id: 'RECENT', label: 'Recent', icon: 'recent' },
  { id: 'RNG', label: 'Slots', icon: 'slots' },
  { id: 'FISH', label: 'Fishing', icon: 'fishing' },
  { id: 'LIVE', label: 'Live casino', icon: 'live' },
  { id: 'PVP', label: 'Cards', icon: 'cards' },
  { id: 'SPORTS', label: 'Sports', icon: 'sports' },
  { id: 'ESPORTS', label: 'E-sports', icon: 'esports' },
  { id: 'LOTT', label: 'Lottery', icon: 'lottery' },
  { id: 'COCKFIGHT', label: 'Cockfight', icon: 'cockfight' },
  { id: 'BINGO', label: 'Bingo', icon: 'bingo' },
  { id: 'BGS', label: 'In-house', icon: 'inHouse' },
];

/** The same rail in Malay, as the server names the categories for a Malay player. */
export const sampleCategoriesMalay: Category[] = [
  { id: 'HOT', label: 'Popular', icon: 'hot' },
  { id: 'RECENT', label: 'Terkini', icon: 'recent' },
  { id: 'RNG', label: 'Slot', icon: 'slots' },
  { id: 'FISH', label: 'Tembak Ikan', icon: 'fishing' },
  { id: 'LIVE', label: 'Kasino Langsung', icon: 'live' },
  { id: 'PVP', label: 'Permainan Kad', icon: 'cards' },
  { id: 'SPORTS', label: 'Sukan', icon: 'sports' },
  { id: 'ESPORTS', label: 'E-Sukan', icon: 'esports' },
  { id: 'LOTT', label: 'Loteri', icon: 'lottery' },
  { id: 'COCKFIGHT', label: 'Sabung Ayam', icon: 'cockfight' },
  { id: 'BINGO', label: 'Bingo', icon: 'bingo' },
  { id: 'BGS', label: 'Permainan Kami', icon: 'inHouse' },
];
