import { GAME_TYPES, type GameListQuery } from '@wl/api/game-list-query';
import { type GameListRequest, NEW_CLASSIFY } from '@wl/domain/game-filters';

/**
 * A page of the domain's list of all games as the game-list call takes it: NEW is its own flag; only the contract's
 * game types are sent. The list's actor sends it, and the boot asks a game screen's first page with it.
 */
export function gameListQuery({ filter, page, pageSize }: GameListRequest): GameListQuery {
  const gameType = contractGameType(filter.gameType);
  return {
    pageNo: page,
    pageSize,
    ...(gameType ? { gameType } : {}),
    ...(filter.vassalage ? { vassalage: filter.vassalage } : {}),
    ...(filter.gameName ? { gameName: filter.gameName } : {}),
    ...(filter.gameClassify === NEW_CLASSIFY
      ? { isNew: 1 as const }
      : filter.gameClassify
        ? { gameClassify: filter.gameClassify }
        : {}),
    ...(filter.minBet === undefined ? {} : { minBet: filter.minBet }),
    ...(filter.minLine === undefined ? {} : { minLine: filter.minLine }),
  };
}

/** The list's game type as the calls take it: one of the contract's game types, or none. */
export function contractGameType(gameType: string): (typeof GAME_TYPES)[number] | undefined {
  return GAME_TYPES.find((type) => type === gameType);
}
