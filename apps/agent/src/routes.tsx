import { RootLayout } from '@wl/app/root-layout';
import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';

export const AGENT_LOGIN_PATH = '/m/agent';
export const AGENT_HOME_PATH = '/m/agent/home';
/** The player site's home; in the agent build it is the agent's home. */
export const HOME_PATH = '/m/home';

const AgentLogin = lazy(async () => ({ default: (await import('./routes/AgentLogin.tsx')).AgentLogin }));
const AgentHome = lazy(async () => ({ default: (await import('./routes/AgentHome.tsx')).AgentHome }));

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: AGENT_LOGIN_PATH, element: <AgentLogin /> },
      { path: AGENT_HOME_PATH, element: <AgentHome /> },
      { path: HOME_PATH, element: <Navigate to={AGENT_HOME_PATH} replace /> },
      // Unknown paths go to /m/home, as on the player site, which in this build is the agent's home.
      { path: '*', element: <Navigate to={HOME_PATH} replace /> },
    ],
  },
];
