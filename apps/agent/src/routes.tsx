import { lazyScreen } from '@wl/app/lazy-screen';
import { screenTextsLoaded } from '@wl/app/screen-texts';
import { CONTRACT_KINDS, CONTRACT_SCREEN_PATHS } from '@wl/domain/agent-home-machine';
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { AgentLayout } from './layout/AgentLayout.tsx';
import { AGENT_HOME_PATH, AGENT_LOGIN_PATH, HOME_PATH } from './paths.ts';

export { AGENT_HOME_PATH, AGENT_LOGIN_PATH, HOME_PATH } from './paths.ts';

/** A screen's code and the screens' texts load together, so it never paints a key. */
function screen<TProps extends object>(load: () => Promise<ComponentType<TProps>>) {
  return lazyScreen(async () => (await Promise.all([load(), screenTextsLoaded()]))[0]);
}

const { Screen: AgentLogin } = screen(async () => (await import('./screens/AgentLogin.tsx')).AgentLogin);
const { Screen: AgentHome } = screen(async () => (await import('./screens/AgentHome.tsx')).AgentHome);
const { Screen: ContractScreen } = screen(async () => (await import('./screens/ContractScreen.tsx')).ContractScreen);

export const routes: RouteObject[] = [
  {
    element: <AgentLayout />,
    children: [
      { path: AGENT_LOGIN_PATH, element: <AgentLogin /> },
      { path: AGENT_HOME_PATH, element: <AgentHome /> },
      // One screen for the three contracts; the key starts it afresh when the agent moves from one kind to another.
      ...CONTRACT_KINDS.map((kind) => ({
        path: CONTRACT_SCREEN_PATHS[kind],
        element: <ContractScreen key={kind} kind={kind} />,
      })),
      { path: HOME_PATH, element: <Navigate to={AGENT_HOME_PATH} replace /> },
      // Unknown paths go to /m/home, as on the player site, which in this build is the agent's home.
      { path: '*', element: <Navigate to={HOME_PATH} replace /> },
    ],
  },
];
