import type { Game } from '@wl/domain/entities';
import { hasFavouriteToggle, tileThemeOf } from '@wl/domain/game-filters';
import type { GameGridTile } from '@wl/ui/game-grid';

/** A game's art on the image CDN of the visit, with the default CDN's address as the second source. */
export type ImageSourceOf = (path: string) => { src: string; fallbackSrc?: string };

const tileCache = new WeakMap<Game, Map<string, GameGridTile>>();

/** The same game with the same favourite state gives the same tile object, so a longer list re-renders only its new tiles. */
export function tileOf(game: Game, favourite: boolean, images: ImageSourceOf): GameGridTile {
  let byState = tileCache.get(game);
  if (!byState) {
    byState = new Map();
    tileCache.set(game, byState);
  }
  const key = String(favourite);
  let tile = byState.get(key);
  if (!tile) {
    tile = {
      game: {
        nodeId: String(game.nodeId),
        name: game.gameName,
        vendor: game.vassalage,
        gameType: game.gameType,
        ...(game.iconUrl ? imageProps(images(game.iconUrl)) : {}),
      },
      theme: tileThemeOf(String(game.nodeId)),
      favourite,
      // A visitor's tap on it goes to /m/login; lottery games have none.
      favouriteToggle: hasFavouriteToggle(game.gameType),
    };
    byState.set(key, tile);
  }
  return tile;
}

function imageProps(source: { src: string; fallbackSrc?: string }) {
  return { imageUrl: source.src, ...(source.fallbackSrc ? { fallbackImageUrl: source.fallbackSrc } : {}) };
}
