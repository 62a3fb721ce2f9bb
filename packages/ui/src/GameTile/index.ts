export {
  canFavourite,
  GameTile,
  type GameTileGame,
  type GameTileProps,
  type GameTileTheme,
  gameTileThemes,
  gameTypesWithoutFavourite,
  themeOf,
} from './GameTile.tsx';
