import type { components, operations } from './generated/wps.ts';

/**
 * The game list's query and the game types, apart from the answers' schemas: the boot asks a category screen's first
 * page with them before the API clients' code has loaded (docs/decisions.md, "A category's first page, asked at
 * boot"), and `listGames` sends every page with the same.
 */
export type GameListQuery = NonNullable<operations['listGames']['parameters']['query']>;

export const GAME_TYPES = [
  'ELOTTO',
  'RNG',
  'FISH',
  'LIVE',
  'SPORTS',
  'ESPORTS',
  'PVP',
  'ELOTT',
  'LOTT',
] as const satisfies readonly components['schemas']['GameType'][];

/** What every game list call says about the client: the HTML5 games, for a phone's browser. */
export const GAME_LIST_CLIENT = { platform: 'html5', clientType: 2 } as const satisfies GameListQuery;

/** The query `listGames` sends for a caller's query: the client's part first, the caller's over it. */
export function sentGameListQuery(query: GameListQuery = {}): GameListQuery {
  return { ...GAME_LIST_CLIENT, ...query };
}
