import { describe, expect, it } from 'vitest';
import { createNavigator } from './navigator.ts';

function recorder() {
  const calls: unknown[][] = [];
  return { calls, navigate: (to: string | number, options?: { replace?: boolean }) => calls.push([to, options]) };
}

describe('navigator', () => {
  it('holds navigations made before the router is mounted, then carries them out in order', () => {
    const navigator = createNavigator();
    navigator.go({ to: '/m/login' });
    navigator.go({ to: '/m/home', replace: true });
    const router = recorder();
    navigator.bind(router.navigate);
    expect(router.calls).toEqual([
      ['/m/login', undefined],
      ['/m/home', { replace: true }],
    ]);
  });

  it('goes one step back for a back navigation', () => {
    const navigator = createNavigator();
    const router = recorder();
    navigator.bind(router.navigate);
    navigator.go({ back: true });
    expect(router.calls).toEqual([[-1, undefined]]);
  });

  it('stops using a router once it unbinds, and holds again', () => {
    const navigator = createNavigator();
    const first = recorder();
    const unbind = navigator.bind(first.navigate);
    unbind();
    navigator.go({ to: '/m/home' });
    expect(first.calls).toEqual([]);
    const second = recorder();
    navigator.bind(second.navigate);
    expect(second.calls).toEqual([['/m/home', undefined]]);
  });
});
