import { assign, setup } from 'xstate';
import { type DataType, EMPTY_FILTER, type GameFilter } from './gameFilters.ts';
import { HOME_DEFAULT_CATEGORY } from './homeMachine.ts';
import { HOME_ROUTE, navigateNotProvided } from './navigation.ts';

/** The lobby's choices that outlive a screen: home's category, and the game centre's list and filter. */
export interface LobbyFilters {
  /** Home's category bar: HOT until chosen. */
  category: string;
  /** What the game list shows: all games (with the filter), hot games, favourites or recent games. */
  dataType: DataType;
  filter: GameFilter;
}

export type LobbyFiltersEvent =
  | { type: 'SELECT_CATEGORY'; category: string }
  /** A game centre's list and filter, as its screen last set them. */
  | { type: 'SET_FILTER'; dataType: DataType; filter: GameFilter }
  /** The header logo: all games, an empty vendor, the HOT category, then /m/home. */
  | { type: 'RESET' };

/** Where the lobby starts, and where the header logo takes it back to. */
export const LOBBY_START: LobbyFilters = { category: HOME_DEFAULT_CATEGORY, dataType: 'ALL', filter: EMPTY_FILTER };

/**
 * The game filters of home and the game centre, kept for the whole visit by one long-lived actor, so a choice made
 * on one screen is still there when the player comes back. The header logo (RESET) sets every filter back to all
 * games of every vendor and the category to HOT, then goes to /m/home (docs/product.md; the documents' "Header").
 */
export const lobbyFiltersMachine = setup({
  types: {} as { context: LobbyFilters; events: LobbyFiltersEvent },
  actions: {
    navigate: navigateNotProvided,
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the id is a label; no transition targets #lobbyFilters
  id: 'lobbyFilters',
  context: LOBBY_START,
  on: {
    SELECT_CATEGORY: { actions: assign(({ event }) => ({ category: event.category })) },
    SET_FILTER: { actions: assign(({ event }) => ({ dataType: event.dataType, filter: event.filter })) },
    RESET: { actions: [assign(LOBBY_START), { type: 'navigate', params: { to: HOME_ROUTE } }] },
  },
});
