import { describe, expect, it } from 'vitest';
import { backTarget, resolveRoute, routeTitle } from './routes.ts';

describe('routes', () => {
  it('resolve every alias of home and redirect unknown paths to /m/home', () => {
    for (const path of ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home'])
      expect(resolveRoute(path)).toEqual({ screen: 'home' });
    expect(resolveRoute('/m/register.html')).toEqual({ screen: 'register' });
    expect(resolveRoute('/m/nowhere')).toEqual({ redirect: '/m/home' });
    expect(routeTitle('/m/changePsw')).toBe('changePassword');
    expect(routeTitle('/m/nowhere')).toBeUndefined();
  });

  it('go back home from login, register, activity, forget and download, nowhere from /, one step elsewhere', () => {
    for (const path of ['/m/login', '/m/register', '/m/activity', '/m/forget', '/m/download', '/m/app']) {
      expect(backTarget(path)).toEqual({ to: '/m/home' });
    }
    expect(backTarget('/')).toBeUndefined();
    expect(backTarget('/m/set')).toEqual({ back: true });
  });
});
