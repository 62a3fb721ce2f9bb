export { GameTile, type GameTileGame, type GameTileProps, type GameTileTheme } from './GameTile.tsx';
