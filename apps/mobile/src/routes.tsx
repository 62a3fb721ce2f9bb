import { lazyScreen } from '@wl/app/lazy-screen';
import { Navigate, type RouteObject } from 'react-router';
import { PlayerLayout } from './layout/PlayerLayout.tsx';

export const HOME_PATH = '/m/home';

/** The paths the route table gives to Home; only / has no back button. */
export const HOME_ALIASES = ['/', '/m', '/m/', '/m/index', '/m/index.html', HOME_PATH] as const;
/** Route matching ignores a trailing slash, so /m also serves /m/. */
const HOME_ROUTE_PATHS = HOME_ALIASES.filter((path) => path !== '/m/');

const home = lazyScreen(async () => (await import('./routes/Home.tsx')).Home);
const login = lazyScreen(async () => (await import('./screens/Login.tsx')).Login);
const memberCentre = lazyScreen(async () => (await import('./screens/MemberCentre.tsx')).MemberCentre);
const { Screen: Home } = home;
const { Screen: Login } = login;
const { Screen: MemberCentre } = memberCentre;

/** The screens by exact path, for preloading the first URL's. */
const SCREENS_BY_PATH: Readonly<Record<string, { preload(): Promise<unknown> }>> = {
  '/m/login': login,
  '/m/member/home': memberCentre,
};

/**
 * Starts fetching the screen of the first URL while the catalogues load, instead of after them: one round trip less
 * before the first meaningful paint on a slow link.
 */
export function preloadScreen(pathname: string): void {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const screen = SCREENS_BY_PATH[path];
  // An unknown path lands on home.
  void (screen ?? home).preload();
}

/**
 * Declarative routes (useRoutes), not a data router: the data router costs about 17 kB gzip more on the first load,
 * and the first-load budget is 125 kB.
 */
export const routes: RouteObject[] = [
  {
    element: <PlayerLayout />,
    children: [
      ...HOME_ROUTE_PATHS.map((path) => ({ path, element: <Home /> })),
      { path: '/m/login', element: <Login /> },
      { path: '/m/member/home', element: <MemberCentre /> },
      // Any unknown path lands on Home, replacing the history entry.
      { path: '*', element: <Navigate to={HOME_PATH} replace /> },
    ],
  },
];
