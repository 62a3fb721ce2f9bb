export { FilterPanel, type FilterPanelProps, type FixedGameThemes, type GameFilter } from './FilterPanel.tsx';
