import { isValidElement } from 'react';
import { matchRoutes, Navigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { amountsFirst, earlyRequests, HOME_ALIASES, HOME_PATH, routes } from './routes.tsx';

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

  it.each(['/m/login', '/m/slot-games', '/m/activity'])(
    'asks the status, the switches and the image CDNs for a visitor on %s, nothing for a member',
    (path) => {
      expect(paths(path, true)).toEqual(['/wps/system/status', '/wps/system/whitelabel', '/wps/system/image-cdns']);
      expect(paths(path, false)).toEqual([]);
    },
  );
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
