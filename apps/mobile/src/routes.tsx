import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { RootLayout } from './RootLayout.tsx';

export const HOME_PATH = '/m/home';

/** The paths 01 section 2 names as Home; only / has no back button. */
export const HOME_ALIASES = ['/', '/m', '/m/', '/m/index', '/m/index.html', HOME_PATH] as const;
/** Route matching ignores a trailing slash, so /m also serves /m/. */
const HOME_ROUTE_PATHS = HOME_ALIASES.filter((path) => path !== '/m/');

const Home = lazy(async () => ({ default: (await import('./routes/Home.tsx')).Home }));

/**
 * Declarative routes (useRoutes), not a data router: the data router costs about 17 kB gzip more on the first load,
 * and the first-load budget is 125 kB.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      ...HOME_ROUTE_PATHS.map((path) => ({ path, element: <Home /> })),
      // Any unknown path lands on Home, replacing the history entry.
      { path: '*', element: <Navigate to={HOME_PATH} replace /> },
    ],
  },
];
