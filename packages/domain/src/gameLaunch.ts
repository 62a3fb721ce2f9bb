import { LOTTERY_LAUNCH_VENDOR_TYPES, type SessionType } from './constants.ts';
import type { Game } from './entities.ts';
import { LOGIN_ROUTE } from './navigation.ts';
import { isTrial } from './roles.ts';
import { CATEGORY_SCREEN_PATHS } from './routes.ts';

/** The category screen of each game type: e-sports share the sports screen, the in-house vendor BGS has its own. */
export const CATEGORY_PATHS: Readonly<Record<string, string>> = {
  ...CATEGORY_SCREEN_PATHS,
  ESPORTS: CATEGORY_SCREEN_PATHS.SPORTS,
  BGS: CATEGORY_SCREEN_PATHS.INHOUSE,
};

export interface LaunchTarget {
  /** The game's id in lists, favourites and recent games; a vendor tile has none. */
  nodeId?: string;
  vassalage: string;
  gameType: string;
  /** Absent for a vendor tile, which opens the vendor's games rather than one game. */
  gameId?: string;
  gameCode?: string;
  /** The vendor has its own H5 lobby in the site's category screens. */
  h5?: boolean;
  /** Trial accounts may play it. */
  freeplay?: boolean;
}

/** A trial account asked for something only a real account may do: "Please login an actual account to use this function". */
export const TRIAL_FORBIDDEN = 'trial.forbidden';

export type GameLaunch =
  | { kind: 'login'; to: typeof LOGIN_ROUTE }
  | { kind: 'refused'; reason: typeof TRIAL_FORBIDDEN }
  | { kind: 'lottery'; vendor: string; gameId?: string }
  | { kind: 'route'; to: string }
  | { kind: 'launcher'; vendor: string; gameId?: string; gameCode: string };

const DEFAULT_GAME_CODE = 'lobby';

/** What a game of any list launches: its ids, vendor and type, its lobby code, and whether trial accounts may play it. */
export function gameLaunchTarget(game: Game): LaunchTarget {
  return {
    nodeId: String(game.nodeId),
    vassalage: game.vassalage,
    gameType: game.gameType,
    gameId: String(game.gameId),
    ...(game.gameCode ? { gameCode: game.gameCode } : {}),
    ...(game.supportPlay === undefined ? {} : { freeplay: Boolean(game.supportPlay) }),
  };
}

/**
 * How a tile launches: no session goes to /m/login; a trial account is refused games without free
 * play; TCG_LOTTO_VN, TCG_SEA, LOTT and ELOTT start a lottery launch; a vendor's H5 game goes to its category path
 * with ?vassalage; an RNG vendor tile to the RNG path with ?vassalage; anything else uses the generic launcher.
 */
export function resolveGameLaunch(target: LaunchTarget, session: { type: SessionType } | undefined): GameLaunch {
  if (!session) return { kind: 'login', to: LOGIN_ROUTE };
  if (isTrial(session.type) && !target.freeplay) return { kind: 'refused', reason: TRIAL_FORBIDDEN };
  const lottery = LOTTERY_LAUNCH_VENDOR_TYPES as readonly string[];
  if (lottery.includes(target.vassalage) || lottery.includes(target.gameType)) {
    return target.gameId
      ? { kind: 'lottery', vendor: target.vassalage, gameId: target.gameId }
      : { kind: 'lottery', vendor: target.vassalage };
  }
  const query = `?vassalage=${encodeURIComponent(target.vassalage)}`;
  const categoryPath = CATEGORY_PATHS[target.gameType];
  if (target.h5 && categoryPath) return { kind: 'route', to: `${categoryPath}${query}` };
  if (target.gameType === 'RNG' && target.gameId === undefined)
    return { kind: 'route', to: `${CATEGORY_PATHS.RNG}${query}` };
  return {
    kind: 'launcher',
    vendor: target.vassalage,
    ...(target.gameId ? { gameId: target.gameId } : {}),
    gameCode: target.gameCode ?? DEFAULT_GAME_CODE,
  };
}
