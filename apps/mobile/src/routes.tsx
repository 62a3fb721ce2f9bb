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
const register = lazyScreen(async () => (await import('./screens/Register.tsx')).Register);
const memberCentre = lazyScreen(async () => (await import('./screens/MemberCentre.tsx')).MemberCentre);
const forget = lazyScreen(async () => (await import('./screens/Forget.tsx')).Forget);
const changePassword = lazyScreen(async () => (await import('./screens/ChangePassword.tsx')).ChangePassword);
const settings = lazyScreen(async () => (await import('./screens/Settings.tsx')).Settings);
const vipBenefits = lazyScreen(async () => (await import('./screens/VipBenefits.tsx')).VipBenefits);
const notOffered = lazyScreen(async () => (await import('./screens/NotOffered.tsx')).NotOffered);
const { Screen: Home } = home;
const { Screen: Login } = login;
const { Screen: MemberCentre } = memberCentre;
const { Screen: Register } = register;
const { Screen: Forget } = forget;
const { Screen: ChangePassword } = changePassword;
const { Screen: Settings } = settings;
const { Screen: VipBenefits } = vipBenefits;
const { Screen: NotOffered } = notOffered;

/**
 * The member's services the route table names that this site does not offer yet: each is routed, gated and titled,
 * and says so plainly.
 */
export const NOT_OFFERED_PATHS = [
  '/m/voucherCenter',
  '/m/withdraw',
  '/m/transaction/record',
  '/m/gameRecord',
  '/m/profitandloss',
  '/m/rewardCenter',
  '/m/mall/mallHome',
  '/m/member/manualRebate',
] as const;

/** The screens by exact path, for preloading the first URL's. */
const SCREENS_BY_PATH: Readonly<Record<string, { preload(): Promise<unknown> }>> = {
  '/m/login': login,
  '/m/register': register,
  '/m/register.html': register,
  '/m/member/home': memberCentre,
  '/m/forget': forget,
  '/m/changePsw': changePassword,
  '/m/set': settings,
  '/m/member/benefits': vipBenefits,
  ...Object.fromEntries(NOT_OFFERED_PATHS.map((path) => [path, notOffered])),
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
      { path: '/m/register', element: <Register /> },
      { path: '/m/register.html', element: <Register /> },
      { path: '/m/member/home', element: <MemberCentre /> },
      { path: '/m/forget', element: <Forget /> },
      { path: '/m/changePsw', element: <ChangePassword /> },
      { path: '/m/set', element: <Settings /> },
      { path: '/m/member/benefits', element: <VipBenefits /> },
      ...NOT_OFFERED_PATHS.map((path) => ({ path, element: <NotOffered /> })),
      // Any unknown path lands on Home, replacing the history entry.
      { path: '*', element: <Navigate to={HOME_PATH} replace /> },
    ],
  },
];
