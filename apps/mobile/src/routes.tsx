import { type EarlyRequest, HOME_EARLY_REQUESTS } from '@wl/app/early-answers';
import { lazyScreen } from '@wl/app/lazy-screen';
import { screenTextsLoaded } from '@wl/app/screen-texts';
import { CATEGORY_SCREEN_PATHS } from '@wl/domain/routes';
import { FIRST_RENDER_NAMESPACES, ON_DEMAND_NAMESPACES } from '@wl/i18n/setup';
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { PlayerLayout } from './layout/PlayerLayout.tsx';

export const HOME_PATH = '/m/home';

/** The paths the route table gives to Home; only / has no back button. */
export const HOME_ALIASES = ['/', '/m', '/m/', '/m/index', '/m/index.html', HOME_PATH] as const;
/** Route matching ignores a trailing slash, so /m also serves /m/. */
const HOME_ROUTE_PATHS = HOME_ALIASES.filter((path) => path !== '/m/');

const home = lazyScreen(async () => (await import('./routes/Home.tsx')).Home);

/** A screen other than home: its code and the screens' texts load together, so it never paints a key. */
function screen<TProps extends object>(load: () => Promise<ComponentType<TProps>>) {
  return lazyScreen(async () => (await Promise.all([load(), screenTextsLoaded()]))[0]);
}

const login = screen(async () => (await import('./screens/Login.tsx')).Login);
const register = screen(async () => (await import('./screens/Register.tsx')).Register);
const memberCentre = screen(async () => (await import('./screens/MemberCentre.tsx')).MemberCentre);
const forget = screen(async () => (await import('./screens/Forget.tsx')).Forget);
const changePassword = screen(async () => (await import('./screens/ChangePassword.tsx')).ChangePassword);
const settings = screen(async () => (await import('./screens/Settings.tsx')).Settings);
const vipBenefits = screen(async () => (await import('./screens/VipBenefits.tsx')).VipBenefits);
const securityCentre = screen(async () => (await import('./screens/SecurityCentre.tsx')).SecurityCentre);
const securityForm = screen(async () => (await import('./screens/SecurityForm.tsx')).SecurityForm);
const notOffered = screen(async () => (await import('./screens/NotOffered.tsx')).NotOffered);
const activity = screen(async () => (await import('./screens/Activity.tsx')).Activity);
const activityDetail = screen(async () => (await import('./screens/ActivityDetail.tsx')).ActivityDetail);
const notice = screen(async () => (await import('./screens/Notice.tsx')).Notice);
const noticeDetail = screen(async () => (await import('./screens/NoticeDetail.tsx')).NoticeDetail);
const help = screen(async () => (await import('./screens/Help.tsx')).Help);
const helpDetail = screen(async () => (await import('./screens/HelpDetail.tsx')).HelpDetail);
const category = screen(async () => (await import('./screens/Category.tsx')).Category);
const gameList = screen(async () => (await import('./screens/Games.tsx')).GameList);
const gameCentre = screen(async () => (await import('./screens/Games.tsx')).GameCentre);
const providers = screen(async () => (await import('./screens/Games.tsx')).Providers);
const appDownload = screen(async () => (await import('./screens/AppDownloadScreen.tsx')).AppDownloadScreen);
const { Screen: Home } = home;
const { Screen: Login } = login;
const { Screen: MemberCentre } = memberCentre;
const { Screen: Register } = register;
const { Screen: Forget } = forget;
const { Screen: ChangePassword } = changePassword;
const { Screen: Settings } = settings;
const { Screen: VipBenefits } = vipBenefits;
const { Screen: NotOffered } = notOffered;
const { Screen: SecurityCentre } = securityCentre;
const { Screen: SecurityForm } = securityForm;
const { Screen: Activity } = activity;
const { Screen: ActivityDetail } = activityDetail;
const { Screen: Notice } = notice;
const { Screen: NoticeDetail } = noticeDetail;
const { Screen: Help } = help;
const { Screen: HelpDetail } = helpDetail;
const { Screen: Category } = category;
const { Screen: GameList } = gameList;
const { Screen: GameCentre } = gameCentre;
const { Screen: Providers } = providers;

/** The game category screens share one screen; /m/search-games and /m/fav-games share the game list screen. */
const CATEGORY_SCREEN_ROUTES = Object.values(CATEGORY_SCREEN_PATHS);
const GAME_LIST_PATHS = ['/m/search-games', '/m/fav-games'] as const;
const { Screen: AppDownloadScreen } = appDownload;

/** The security centre; each of its forms is a page of its own under it (the screen reads which from the path). */
const SECURITY_CENTRE_PATH = '/m/securityCenter';
const SECURITY_FORM_PREFIX = `${SECURITY_CENTRE_PATH}/`;

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
  [SECURITY_CENTRE_PATH]: securityCentre,
  '/m/activity': activity,
  '/m/activityDetail': activityDetail,
  '/m/notice': notice,
  '/m/noticeDetail': noticeDetail,
  '/m/help': help,
  '/m/helpDetail': helpDetail,
  ...Object.fromEntries(CATEGORY_SCREEN_ROUTES.map((path) => [path, category])),
  ...Object.fromEntries(GAME_LIST_PATHS.map((path) => [path, gameList])),
  '/m/gameCenter': gameCentre,
  '/m/provider': providers,
  '/m/app': appDownload,
  '/m/download': appDownload,
  ...Object.fromEntries(NOT_OFFERED_PATHS.map((path) => [path, notOffered])),
};

/**
 * Starts fetching the screen of the first URL while the catalogues load, instead of after them: one round trip less
 * before the first meaningful paint on a slow link.
 */
export function preloadScreen(pathname: string): void {
  void firstScreen(pathname).preload();
}

/** Home paints with the shell's texts alone; any other first page brings the screens' texts to its first render. */
export function firstRenderNamespaces(pathname: string): readonly string[] {
  return firstScreen(pathname) === home
    ? FIRST_RENDER_NAMESPACES
    : [...FIRST_RENDER_NAMESPACES, ...ON_DEMAND_NAMESPACES];
}

/** Home's first answers (its banners and their image CDN) travel while its code downloads; no other screen asks early. */
export function earlyRequests(pathname: string): readonly EarlyRequest[] {
  return firstScreen(pathname) === home ? HOME_EARLY_REQUESTS : [];
}

/** The screen of the first URL; an unknown path lands on home. */
function firstScreen(pathname: string): { preload(): Promise<unknown> } {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return (path.startsWith(SECURITY_FORM_PREFIX) ? securityForm : SCREENS_BY_PATH[path]) ?? home;
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
      { path: SECURITY_CENTRE_PATH, element: <SecurityCentre /> },
      { path: `${SECURITY_FORM_PREFIX}*`, element: <SecurityForm /> },
      { path: '/m/activity', element: <Activity /> },
      { path: '/m/activityDetail', element: <ActivityDetail /> },
      { path: '/m/notice', element: <Notice /> },
      { path: '/m/noticeDetail', element: <NoticeDetail /> },
      { path: '/m/help', element: <Help /> },
      { path: '/m/helpDetail', element: <HelpDetail /> },
      ...CATEGORY_SCREEN_ROUTES.map((path) => ({ path, element: <Category /> })),
      ...GAME_LIST_PATHS.map((path) => ({ path, element: <GameList /> })),
      { path: '/m/gameCenter', element: <GameCentre /> },
      { path: '/m/provider', element: <Providers /> },
      { path: '/m/app', element: <AppDownloadScreen /> },
      { path: '/m/download', element: <AppDownloadScreen /> },
      ...NOT_OFFERED_PATHS.map((path) => ({ path, element: <NotOffered /> })),
      // Any unknown path lands on Home, replacing the history entry.
      { path: '*', element: <Navigate to={HOME_PATH} replace /> },
    ],
  },
];
