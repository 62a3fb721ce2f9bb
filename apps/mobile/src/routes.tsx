import {
  type EarlyRequest,
  gameListEarlyRequests,
  HOME_EARLY_REQUESTS,
  keptHomeImages,
  VISITOR_EARLY_REQUESTS,
} from '@wl/app/early-answers';
import { lazyScreen } from '@wl/app/lazy-screen';
import { screenTextsLoaded } from '@wl/app/screen-texts';
import { CATEGORY_SCREEN_PATHS, resolveRoute } from '@wl/domain/routes';
import { FIRST_RENDER_NAMESPACES, ON_DEMAND_NAMESPACES } from '@wl/i18n/setup';
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { PlayerLayout } from './layout/PlayerLayout.tsx';

export const HOME_PATH = '/m/home';

/** The paths the route table gives to Home; only / has no back button. */
export const HOME_ALIASES = ['/', '/m', '/m/', '/m/index', '/m/index.html', HOME_PATH] as const;
/** Route matching ignores a trailing slash, so /m also serves /m/. */
const HOME_ROUTE_PATHS = HOME_ALIASES.filter((path) => path !== '/m/');

const home = lazyScreen(() => import('./routes/Home.tsx').then((code) => code.Home));

/** A screen other than home: its code and the screens' texts load together, so it never paints a key. */
function screen<TProps extends object>(load: () => Promise<ComponentType<TProps>>) {
  return lazyScreen(async () => (await Promise.all([load(), screenTextsLoaded()]))[0]);
}

const login = screen(() => import('./screens/Login.tsx').then((code) => code.Login));
const register = screen(() => import('./screens/Register.tsx').then((code) => code.Register));
const memberCentre = screen(() => import('./screens/MemberCentre.tsx').then((code) => code.MemberCentre));
const forget = screen(() => import('./screens/Forget.tsx').then((code) => code.Forget));
const changePassword = screen(() => import('./screens/ChangePassword.tsx').then((code) => code.ChangePassword));
const settings = screen(() => import('./screens/Settings.tsx').then((code) => code.Settings));
const vipBenefits = screen(() => import('./screens/VipBenefits.tsx').then((code) => code.VipBenefits));
const securityCentre = screen(() => import('./screens/SecurityCentre.tsx').then((code) => code.SecurityCentre));
const securityForm = screen(() => import('./screens/SecurityForm.tsx').then((code) => code.SecurityForm));
const notOffered = screen(() => import('./screens/NotOffered.tsx').then((code) => code.NotOffered));
const activity = screen(() => import('./screens/Activity.tsx').then((code) => code.Activity));
const activityDetail = screen(() => import('./screens/ActivityDetail.tsx').then((code) => code.ActivityDetail));
const notice = screen(() => import('./screens/Notice.tsx').then((code) => code.Notice));
const noticeDetail = screen(() => import('./screens/NoticeDetail.tsx').then((code) => code.NoticeDetail));
const help = screen(() => import('./screens/Help.tsx').then((code) => code.Help));
const helpDetail = screen(() => import('./screens/HelpDetail.tsx').then((code) => code.HelpDetail));
const category = screen(() => import('./screens/Category.tsx').then((code) => code.Category));
const gameList = screen(() => import('./screens/Games.tsx').then((code) => code.GameList));
const gameCentre = screen(() => import('./screens/Games.tsx').then((code) => code.GameCentre));
const providers = screen(() => import('./screens/Games.tsx').then((code) => code.Providers));
const appDownload = screen(() => import('./screens/AppDownloadScreen.tsx').then((code) => code.AppDownloadScreen));
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

/**
 * Home's first answers (its banners and their image CDN) travel while its code downloads, and for a visitor, what
 * every first page waits for (the status, the merchant's switches, the image CDN list) and a game screen's first page
 * of games.
 */
export function earlyRequests(
  pathname: string,
  { visitor }: { visitor: boolean },
  search = '',
): readonly EarlyRequest[] {
  const forPage = firstScreen(pathname) === home ? HOME_EARLY_REQUESTS : [];
  if (!visitor) return forPage;
  const asked = new Set(forPage.map((request) => request.path));
  return [
    ...forPage,
    ...firstGames(pathname, search),
    ...VISITOR_EARLY_REQUESTS.filter((request) => !asked.has(request.path)),
  ];
}

/** The first page of games of a category screen or the game list screen; nothing for any other screen. */
function firstGames(pathname: string, search: string): readonly EarlyRequest[] {
  const route = resolveRoute(pathname, search);
  if (!('screen' in route)) return [];
  if (route.screen === 'category') return gameListEarlyRequests(route.entry, route.vassalage);
  if (route.screen === 'gameList') return gameListEarlyRequests(route.entry);
  return [];
}

/** Home's banner as the last visit kept it is fetched with the shell, before any answer; no other screen has one. */
export function earlyImages(pathname: string): readonly string[] {
  return firstScreen(pathname) === home ? keptHomeImages() : [];
}

/** Home (its jackpot) and the member centre (the balance) draw an amount in their first view; no other screen does. */
export function amountsFirst(pathname: string): boolean {
  const screen = firstScreen(pathname);
  return screen === home || screen === memberCentre;
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
