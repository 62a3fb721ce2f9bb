import { useState } from 'react';
import { useUiText } from '../UiText/UiText.tsx';
import * as styles from './GameTile.css.ts';
import { useNearViewport } from './nearViewport.ts';

/** The tile backgrounds the kit draws: theme classes 1 to 8. */
export type GameTileTheme = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

export interface GameTileGame {
  /** The game's node id: favourites are keyed by it. */
  nodeId: string;
  name: string;
  /** The vendor code (vassalage). */
  vendor: string;
  /** Handed back with the game for the app's launch and favourite rules; the tile itself does not read it. */
  gameType: string;
  /** The game's art (square, as the gateway serves it), on the CDN the app picked; it fills the tile. */
  imageUrl?: string;
  /** The same image on the default CDN, tried once when the first address fails. */
  fallbackImageUrl?: string;
}

export interface GameTileProps {
  game: GameTileGame;
  /** The tile's background class, which the app picks for the game so that it keeps its colour. */
  theme: GameTileTheme;
  /** Whether the game is a favourite. */
  favourite?: boolean;
  /**
   * Shows the favourite toggle. The app leaves it out where the game has none: for guests, and for the game types
   * the domain excludes.
   */
  onToggleFavourite?: (game: GameTileGame, favourite: boolean) => void;
  onLaunch: (game: GameTileGame) => void;
  /**
   * The tile is on the first screen of its page (the grid's first rows): its art is asked for at once and ahead of
   * other pictures, without waiting to be seen near the screen.
   */
  firstScreen?: boolean;
}

export function GameTile({
  game,
  theme,
  favourite = false,
  onToggleFavourite,
  onLaunch,
  firstScreen = false,
}: GameTileProps) {
  const t = useUiText();
  const sources = [game.imageUrl, game.fallbackImageUrl].filter((src): src is string => Boolean(src));
  const [attempt, setAttempt] = useState(0);
  // The art loads as the tile nears the screen: a grid's far rows cost a slow link nothing until they are wanted.
  const [artRef, near] = useNearViewport<HTMLSpanElement>();
  const src = sources[attempt];

  return (
    <div className={styles.tile({ theme })}>
      <button
        type="button"
        className={styles.launch}
        onClick={() => onLaunch(game)}
        aria-label={t('content:gameTile.play', { defaultValue: 'Play {{name}}', name: game.name })}
      >
        <span className={styles.art} ref={artRef}>
          {src && !near && !firstScreen ? null : src ? (
            <img
              key={src}
              className={styles.image}
              src={src}
              alt=""
              loading={firstScreen ? 'eager' : 'lazy'}
              fetchPriority={firstScreen ? 'high' : 'auto'}
              decoding="async"
              onError={() => setAttempt((current) => current + 1)}
            />
          ) : (
            <svg className={styles.placeholder} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M7 8h10a5 5 0 0 1 0 10c-1.6 0-2.6-.9-3.4-2h-3.2c-.8 1.1-1.8 2-3.4 2A5 5 0 0 1 7 8zm0 3v1.5H5.5v1H7V15h1v-1.5h1.5v-1H8V11H7zm8.5 1a.75.75 0 1 0 0 1.5.75.75 0 0 0 0-1.5zm2-1.5a.75.75 0 1 0 0 1.5.75.75 0 0 0 0-1.5z" />
            </svg>
          )}
        </span>
        <span className={styles.caption}>
          <span className={styles.name}>{game.name}</span>
        </span>
      </button>
      {onToggleFavourite ? (
        <button
          type="button"
          className={styles.favourite}
          // Drawn over the tile's corner on purpose: the layout checks let it overlap the tile.
          data-layout-exception="overlay"
          aria-pressed={favourite}
          aria-label={t('content:gameTile.favourite', { defaultValue: 'Favourite {{name}}', name: game.name })}
          onClick={() => onToggleFavourite(game, !favourite)}
        >
          <span className={styles.heartDisc}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.heart}>
              <path d="M12 20s-7-4.3-9-8.5C1.6 8.4 3.6 5 7 5c2 0 3.3 1 5 3 1.7-2 3-3 5-3 3.4 0 5.4 3.4 4 6.5-2 4.2-9 8.5-9 8.5z" />
            </svg>
          </span>
        </button>
      ) : null}
    </div>
  );
}
