export { GameGrid, type GameGridProps, gameGridColumns, gameGridStatuses } from './GameGrid.tsx';
