import { isValidElement } from 'react';
import { matchRoutes, Navigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { earlyRequests } from './earlyRequests.ts';
import { amountsFirst, HOME_ALIASES, HOME_PATH, routes } from './routes.tsx';

function leaf(path: string) {
  return matchRoutes(routes, path)?.at(-1)?.route;
}

describe('routes', () => {
  it.each(['/m/nowhere', '/somewhere/else/entirely'])('send the unknown path %s to /m/home, replacing it', (path) => {
    const element = leaf(path)?.element;
    expect(isValidElement(element) && element.type).toBe(Navigate);
    expect(isValidElement(element) && element.props).toEqual({ to: HOME_PATH, replace: true });
  });

  it.each(HOME_ALIASES)('serve Home at %s', (path) => {
    const route = leaf(path);
    expect(route?.path).not.toBe('*');
    expect(isValidElement(route?.element) && route?.element.type).not.toBe(Navigate);
  });
});

describe('what the first page asks for while its code downloads', () => {
  const paths = (pathname: string, visitor: boolean) =>
    earlyRequests(pathname, { visitor }).map((request) => request.path);

  it("asks home's banners and image CDNs, and for a visitor the status and the merchant's switches, each once", () => {
    expect(paths('/m/home', true)).toEqual([
      '/wps/system/announcements',
      '/wps/system/image-cdns',
      '/wps/system/status',
      '/wps/system/whitelabel',
    ]);
    expect(paths('/m/home', false)).toEqual(['/wps/system/announcements', '/wps/system/image-cdns']);
  });

  it.each(['/m/login', '/m/activity', '/m/hot-games', '/m/fav-games'])(
    'asks the status, the switches and the image CDNs for a visitor on %s, nothing for a member',
    (path) => {
      expect(paths(path, true)).toEqual(['/wps/system/status', '/wps/system/whitelabel', '/wps/system/image-cdns']);
      expect(paths(path, false)).toEqual([]);
    },
  );

  /** The first page of games a visitor's first page asks for, as the query it sends. */
  const firstGames = (pathname: string, search = '') =>
    earlyRequests(pathname, { visitor: true }, search)
      .filter((request) => request.path === '/wps/relay/GCSGAME_gameList')
      .map((request) => ({ query: request.query, moduleId: request.moduleId }));

  it("asks a category screen's first 18 games of its type for a visitor, nothing for a member", () => {
    expect(firstGames('/m/slot-games')).toEqual([
      {
        query: { platform: 'html5', clientType: '2', pageNo: '1', pageSize: '18', gameType: 'RNG' },
        moduleId: 'GCSGAME3',
      },
    ]);
    expect(firstGames('/m/live-games')[0]?.query).toEqual({
      platform: 'html5',
      clientType: '2',
      pageNo: '1',
      pageSize: '18',
      gameType: 'LIVE',
    });
    expect(earlyRequests('/m/slot-games', { visitor: false }, '')).toEqual([]);
  });

  it("narrows the first page to the vendor that ?vassalage= names, and the search list's to its ?gameType=", () => {
    expect(firstGames('/m/slot-games', '?vassalage=PG')[0]?.query).toEqual({
      platform: 'html5',
      clientType: '2',
      pageNo: '1',
      pageSize: '18',
      gameType: 'RNG',
      vassalage: 'PG',
    });
    expect(firstGames('/m/search-games', '?gameType=FISH')[0]?.query).toEqual({
      platform: 'html5',
      clientType: '2',
      pageNo: '1',
      pageSize: '18',
      gameType: 'FISH',
    });
    expect(firstGames('/m/search-games')[0]?.query).toEqual({
      platform: 'html5',
      clientType: '2',
      pageNo: '1',
      pageSize: '18',
    });
  });

  it("asks no game list for hot games (another call) or favourites (a member's)", () => {
    expect(firstGames('/m/hot-games')).toEqual([]);
    expect(firstGames('/m/fav-games')).toEqual([]);
  });
});

describe('which first screens draw an amount in their first view', () => {
  it.each(['/m/home', '/', '/m/member/home', '/m/member/home/', '/m/nowhere'])(
    '%s does (home or the member centre)',
    (path) => {
      expect(amountsFirst(path)).toBe(true);
    },
  );

  it.each(['/m/login', '/m/slot-games', '/m/activity', '/m/search-games'])('%s does not', (path) => {
    expect(amountsFirst(path)).toBe(false);
  });
});
