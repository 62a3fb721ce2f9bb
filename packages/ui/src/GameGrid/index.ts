export { GameGrid, type GameGridProps, type GameGridTile, gameGridColumns, gameGridStatuses } from './GameGrid.tsx';
