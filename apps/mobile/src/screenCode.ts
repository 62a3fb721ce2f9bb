import { CATEGORY_SCREEN_PATHS, routeTitle, type Screen } from '@wl/domain/routes';
import { FIRST_RENDER_NAMESPACES, ON_DEMAND_NAMESPACES } from '@wl/i18n/catalogues';

/**
 * Where each screen's code is, which screen a URL opens and the catalogues its first render needs. Nothing here
 * imports the framework, so the page's first script (firstScreenCode.ts) can ask for the first URL's screen and texts
 * while the framework is still downloading, instead of after it (docs/decisions.md, "The first screen's code, asked with the framework"). The route table (routes.tsx)
 * builds its screens from the same loaders.
 */
export const SCREEN_CODE = {
  home: () => import('./routes/Home.tsx'),
  login: () => import('./screens/Login.tsx'),
  register: () => import('./screens/Register.tsx'),
  memberCentre: () => import('./screens/MemberCentre.tsx'),
  forget: () => import('./screens/Forget.tsx'),
  changePassword: () => import('./screens/ChangePassword.tsx'),
  settings: () => import('./screens/Settings.tsx'),
  vipBenefits: () => import('./screens/VipBenefits.tsx'),
  securityCentre: () => import('./screens/SecurityCentre.tsx'),
  securityForm: () => import('./screens/SecurityForm.tsx'),
  notOffered: () => import('./screens/NotOffered.tsx'),
  activity: () => import('./screens/Activity.tsx'),
  activityDetail: () => import('./screens/ActivityDetail.tsx'),
  notice: () => import('./screens/Notice.tsx'),
  noticeDetail: () => import('./screens/NoticeDetail.tsx'),
  help: () => import('./screens/Help.tsx'),
  helpDetail: () => import('./screens/HelpDetail.tsx'),
  category: () => import('./screens/Category.tsx'),
  games: () => import('./screens/Games.tsx'),
  appDownload: () => import('./screens/AppDownloadScreen.tsx'),
};

/** A screen of the route table, by the module its code is in (the game list, centre and providers share one). */
export type ScreenName = keyof typeof SCREEN_CODE;

export const HOME_PATH = '/m/home';

/** The paths the route table gives to Home; only / has no back button. */
export const HOME_ALIASES = ['/', '/m', '/m/', '/m/index', '/m/index.html', HOME_PATH] as const;

/** The game category screens share one screen; /m/search-games and /m/fav-games share the game list screen. */
export const CATEGORY_SCREEN_ROUTES = Object.values(CATEGORY_SCREEN_PATHS);
export const GAME_LIST_PATHS = ['/m/search-games', '/m/fav-games'] as const;

/** The security centre; each of its forms is a page of its own under it (the screen reads which from the path). */
export const SECURITY_CENTRE_PATH = '/m/securityCenter';
export const SECURITY_FORM_PREFIX = `${SECURITY_CENTRE_PATH}/`;

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

/**
 * The screen of each of the domain's routes on this site; the agent build's screens are not on it, and their paths
 * land on home like any unknown path.
 */
const SCREEN_OF_ROUTE: Readonly<Record<Screen, ScreenName | undefined>> = {
  home: 'home',
  login: 'login',
  register: 'register',
  forget: 'forget',
  changePassword: 'changePassword',
  agent: undefined,
  agentHome: undefined,
  settings: 'settings',
  download: 'appDownload',
  memberHome: 'memberCentre',
  benefits: 'vipBenefits',
  securityCenter: 'securityCentre',
  profitAndLoss: 'notOffered',
  gameRecord: 'notOffered',
  transactionRecord: 'notOffered',
  deposit: 'notOffered',
  withdraw: 'notOffered',
  rewardCenter: 'notOffered',
  mall: 'notOffered',
  manualRebate: 'notOffered',
  activity: 'activity',
  category: 'category',
  gameList: 'games',
  provider: 'games',
  gameCenter: 'games',
  activityDetail: 'activityDetail',
  notice: 'notice',
  noticeDetail: 'noticeDetail',
  help: 'help',
  helpDetail: 'helpDetail',
  dailyWageContract: undefined,
  dividendContract: undefined,
  hourlyWageContract: undefined,
};

/** The screen of the first URL, by the domain's route table; an unknown path lands on home. */
export function firstScreenName(pathname: string): ScreenName {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  if (path.startsWith(SECURITY_FORM_PREFIX)) return 'securityForm';
  const screen = routeTitle(path);
  return (screen && SCREEN_OF_ROUTE[screen]) ?? 'home';
}

/** Home paints with the shell's texts alone; any other first page brings the screens' texts to its first render. */
export function firstRenderNamespaces(pathname: string): readonly string[] {
  return firstScreenName(pathname) === 'home'
    ? FIRST_RENDER_NAMESPACES
    : [...FIRST_RENDER_NAMESPACES, ...ON_DEMAND_NAMESPACES];
}
