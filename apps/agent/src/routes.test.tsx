import { isValidElement } from 'react';
import { matchRoutes, Navigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AGENT_HOME_PATH, AGENT_LOGIN_PATH, HOME_PATH, routes } from './routes.tsx';

function redirectOf(path: string) {
  const element = matchRoutes(routes, path)?.at(-1)?.route.element;
  return isValidElement(element) && element.type === Navigate ? (element.props as { to: string }).to : undefined;
}

describe('agent routes', () => {
  it('serve the agent login and the agent home without redirecting', () => {
    expect(redirectOf(AGENT_LOGIN_PATH)).toBeUndefined();
    expect(redirectOf(AGENT_HOME_PATH)).toBeUndefined();
  });

  it("serve the three contract screens at the route table's paths", () => {
    for (const path of [
      '/m/member/agent/getSalaryContract',
      '/m/member/agent/getHourContract',
      '/m/member/agent/getDevidendContract',
    ]) {
      expect(matchRoutes(routes, path)?.at(-1)?.route.path).toBe(path);
      expect(redirectOf(path)).toBeUndefined();
    }
  });

  it('send /m/home to the agent home', () => {
    expect(redirectOf(HOME_PATH)).toBe(AGENT_HOME_PATH);
  });

  it('send an unknown path to /m/home, and so on to the agent home', () => {
    expect(redirectOf('/m/nowhere')).toBe(HOME_PATH);
  });
});
