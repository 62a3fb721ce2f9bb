import { keptHomeImages } from '@wl/app/early-answers';
import { lazyScreen } from '@wl/app/lazy-screen';
import { screenTextsLoaded } from '@wl/app/screen-texts';
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { PlayerLayout } from './layout/PlayerLayout.tsx';
import {
  CATEGORY_SCREEN_ROUTES,
  firstScreenName,
  GAME_LIST_PATHS,
  HOME_ALIASES,
  HOME_PATH,
  NOT_OFFERED_PATHS,
  SCREEN_CODE,
  type ScreenName,
  SECURITY_CENTRE_PATH,
  SECURITY_FORM_PREFIX,
} from './screenCode.ts';

export { firstRenderNamespaces, HOME_ALIASES, HOME_PATH } from './screenCode.ts';

/** Route matching ignores a trailing slash, so /m also serves /m/. */
const HOME_ROUTE_PATHS = HOME_ALIASES.filter((path) => path !== '/m/');

const home = lazyScreen(() => SCREEN_CODE.home().then((code) => code.Home));

/** A screen other than home: its code and the screens' texts load together, so it never paints a key. */
function screen<TProps extends object>(load: () => Promise<ComponentType<TProps>>) {
  return lazyScreen(async () => (await Promise.all([load(), screenTextsLoaded()]))[0]);
}

const login = screen(() => SCREEN_CODE.login().then((code) => code.Login));
const register = screen(() => SCREEN_CODE.register().then((code) => code.Register));
const memberCentre = screen(() => SCREEN_CODE.memberCentre().then((code) => code.MemberCentre));
const forget = screen(() => SCREEN_CODE.forget().then((code) => code.Forget));
const changePassword = screen(() => SCREEN_CODE.changePassword().then((code) => code.ChangePassword));
const settings = screen(() => SCREEN_CODE.settings().then((code) => code.Settings));
const vipBenefits = screen(() => SCREEN_CODE.vipBenefits().then((code) => code.VipBenefits));
const securityCentre = screen(() => SCREEN_CODE.securityCentre().then((code) => code.SecurityCentre));
const securityForm = screen(() => SCREEN_CODE.securityForm().then((code) => code.SecurityForm));
const notOffered = screen(() => SCREEN_CODE.notOffered().then((code) => code.NotOffered));
const activity = screen(() => SCREEN_CODE.activity().then((code) => code.Activity));
const activityDetail = screen(() => SCREEN_CODE.activityDetail().then((code) => code.ActivityDetail));
const notice = screen(() => SCREEN_CODE.notice().then((code) => code.Notice));
const noticeDetail = screen(() => SCREEN_CODE.noticeDetail().then((code) => code.NoticeDetail));
const help = screen(() => SCREEN_CODE.help().then((code) => code.Help));
const helpDetail = screen(() => SCREEN_CODE.helpDetail().then((code) => code.HelpDetail));
const category = screen(() => SCREEN_CODE.category().then((code) => code.Category));
const gameList = screen(() => SCREEN_CODE.games().then((code) => code.GameList));
const gameCentre = screen(() => SCREEN_CODE.games().then((code) => code.GameCentre));
const providers = screen(() => SCREEN_CODE.games().then((code) => code.Providers));
const appDownload = screen(() => SCREEN_CODE.appDownload().then((code) => code.AppDownloadScreen));
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
const { Screen: AppDownloadScreen } = appDownload;

/** Each screen's code, by name; the game list's stands for the centre and providers, which share its module. */
const SCREENS: Readonly<Record<ScreenName, { preload(): Promise<unknown> }>> = {
  home,
  login,
  register,
  memberCentre,
  forget,
  changePassword,
  settings,
  vipBenefits,
  securityCentre,
  securityForm,
  notOffered,
  activity,
  activityDetail,
  notice,
  noticeDetail,
  help,
  helpDetail,
  category,
  games: gameList,
  appDownload,
};

/**
 * Starts fetching the screen of the first URL while the catalogues load, instead of after them: one round trip less
 * before the first meaningful paint on a slow link.
 */
export function preloadScreen(pathname: string): void {
  void firstScreen(pathname).preload();
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
  return SCREENS[firstScreenName(pathname)];
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
