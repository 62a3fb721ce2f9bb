import { isValidElement } from 'react';
import { matchRoutes, Navigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HOME_ALIASES, HOME_PATH, routes } from './routes.tsx';

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
