export {
  EMPTY_GAME_FILTER,
  FilterPanel,
  type FilterPanelProps,
  fixedGameThemes,
  type GameFilter,
} from './FilterPanel.tsx';
