import {
  type EarlyRequest,
  gameListEarlyRequests,
  HOME_EARLY_REQUESTS,
  VISITOR_EARLY_REQUESTS,
} from '@wl/app/early-answers';
import { resolveRoute } from '@wl/domain/routes';
import { firstScreenName } from './screenCode.ts';

/**
 * Home's first answers (its banners and their image CDN) travel while its code downloads, and for a visitor, what
 * every first page waits for (the status, the merchant's switches, the image CDN list) and a game screen's first page
 * of games.
 */
export function earlyRequests(
  pathname: string,
  { visitor }: { visitor: boolean },
  search = '',
): readonly EarlyRequest[] {
  const forPage = firstScreenName(pathname) === 'home' ? HOME_EARLY_REQUESTS : [];
  if (!visitor) return forPage;
  const asked = new Set(forPage.map((request) => request.path));
  return [
    ...forPage,
    ...firstGames(pathname, search),
    ...VISITOR_EARLY_REQUESTS.filter((request) => !asked.has(request.path)),
  ];
}

/** The first page of games of a category screen or the game list screen; nothing for any other screen. */
function firstGames(pathname: string, search: string): readonly EarlyRequest[] {
  const route = resolveRoute(pathname, search);
  if (!('screen' in route)) return [];
  if (route.screen === 'category') return gameListEarlyRequests(route.entry, route.vassalage);
  if (route.screen === 'gameList') return gameListEarlyRequests(route.entry);
  return [];
}
