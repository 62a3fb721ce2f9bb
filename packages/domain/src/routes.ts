import type { SecurityForm } from './forms/securityForms.ts';
import { HOME_ROUTE } from './navigation.ts';

/** Each item is edited on a page of its own under the security centre, so the phone's back button closes it. */
export const SECURITY_FORM_ROUTES: Readonly<Record<SecurityForm, string>> = {
  nickname: '/m/securityCenter/nickname',
  email: '/m/securityCenter/email',
  payeeName: '/m/securityCenter/payeeName',
  paymentPassword: '/m/securityCenter/paymentPassword',
  paymentPasswordReset: '/m/securityCenter/paymentPassword/reset',
};

/** The screens of the route table (exact matches). */
export const SCREENS = [
  'home',
  'login',
  'register',
  'forget',
  'changePassword',
  'agent',
  'agentHome',
  'settings',
  'download',
  'memberHome',
  'benefits',
  'securityCenter',
  'profitAndLoss',
  'gameRecord',
  'transactionRecord',
  'deposit',
  'withdraw',
  'rewardCenter',
  'mall',
  'manualRebate',
  'activity',
  /** Every game category path shares this screen; the path names the list it opens. */
  'category',
  /** The search and favourites lists share this screen; the path names the data type. */
  'gameList',
  'provider',
  'gameCenter',
  'activityDetail',
  'notice',
  'noticeDetail',
  'help',
  'helpDetail',
  'dailyWageContract',
  'dividendContract',
  'hourlyWageContract',
] as const;
export type Screen = (typeof SCREENS)[number];

/**
 * The path of each game category screen, by the game centre's entry mode it opens. RNG's path is not shown in the
 * documents, so it is ours; in-house is the BGS vendor's list.
 */
export const CATEGORY_SCREEN_PATHS = {
  LIVE: '/m/live-games',
  RNG: '/m/slot-games',
  SPORTS: '/m/sport-games',
  FISH: '/m/fishing-games',
  PVP: '/m/poker-games',
  LOTT: '/m/lott',
  ELOTT: '/m/elott',
  HOT: '/m/hot-games',
  INHOUSE: '/m/inHouse',
  COCKFIGHT: '/m/cockfight',
} as const;
export type CategoryEntry = keyof typeof CATEGORY_SCREEN_PATHS;

const SEARCH_GAMES_PATH = '/m/search-games';
const FAV_GAMES_PATH = '/m/fav-games';

const CATEGORY_ROUTES = Object.fromEntries(
  Object.entries(CATEGORY_SCREEN_PATHS).map(([entry, path]) => [path, entry as CategoryEntry]),
) as Readonly<Record<string, CategoryEntry>>;

export const ROUTES: Readonly<Record<string, Screen>> = {
  '/': 'home',
  '/m': 'home',
  '/m/': 'home',
  '/m/index': 'home',
  '/m/index.html': 'home',
  '/m/home': 'home',
  '/m/login': 'login',
  '/m/register': 'register',
  '/m/register.html': 'register',
  '/m/forget': 'forget',
  '/m/changePsw': 'changePassword',
  '/m/agent': 'agent',
  '/m/agent/home': 'agentHome',
  '/m/set': 'settings',
  '/m/app': 'download',
  '/m/download': 'download',
  '/m/member/home': 'memberHome',
  '/m/member/benefits': 'benefits',
  '/m/securityCenter': 'securityCenter',
  // Each of its forms is a page of its own under the security centre, titled as it is.
  ...Object.fromEntries(Object.values(SECURITY_FORM_ROUTES).map((path) => [path, 'securityCenter' as const])),
  '/m/profitandloss': 'profitAndLoss',
  '/m/gameRecord': 'gameRecord',
  '/m/transaction/record': 'transactionRecord',
  '/m/voucherCenter': 'deposit',
  '/m/withdraw': 'withdraw',
  '/m/rewardCenter': 'rewardCenter',
  '/m/mall/mallHome': 'mall',
  '/m/member/manualRebate': 'manualRebate',
  ...Object.fromEntries(Object.keys(CATEGORY_ROUTES).map((path) => [path, 'category' as const])),
  [SEARCH_GAMES_PATH]: 'gameList',
  [FAV_GAMES_PATH]: 'gameList',
  '/m/provider': 'provider',
  '/m/gameCenter': 'gameCenter',
  '/m/activity': 'activity',
  '/m/activityDetail': 'activityDetail',
  '/m/notice': 'notice',
  '/m/noticeDetail': 'noticeDetail',
  '/m/help': 'help',
  '/m/helpDetail': 'helpDetail',
  '/m/member/agent/getSalaryContract': 'dailyWageContract',
  '/m/member/agent/getDevidendContract': 'dividendContract',
  '/m/member/agent/getHourContract': 'hourlyWageContract',
};

type ScreenWithQuery =
  | 'category'
  | 'gameList'
  | 'activity'
  | 'activityDetail'
  | 'notice'
  | 'noticeDetail'
  | 'help'
  | 'helpDetail';

/** A screen of the table with what its query asks of it. */
export type Route =
  | { screen: Exclude<Screen, ScreenWithQuery> }
  /** A category screen: the game centre's entry mode, and the vendor of ?vassalage= when there is one. */
  | { screen: 'category'; entry: CategoryEntry; vassalage?: string }
  /** /m/fav-games opens favourites (FAV); /m/search-games opens all games, of the ?gameType= when there is one. */
  | { screen: 'gameList'; entry: string }
  /** ?id= opens that promotion once the list has loaded. */
  | { screen: 'activity'; promotionId?: number }
  | { screen: 'activityDetail'; promotionId?: number }
  /** ?index= is the position of the announcement that was clicked. */
  | { screen: 'notice'; index?: number }
  | { screen: 'noticeDetail'; noticeId?: number }
  /** ?i= selects the tab by index, ?tag= by tag (`helpTabIndex`). */
  | { screen: 'help'; i?: string; tag?: string }
  | { screen: 'helpDetail'; tag?: string };

/** A record id as the API gives them, a positive integer; anything else is no id. */
function idOf(value: string | null): number | undefined {
  if (!/^[1-9]\d*$/.test(String(value))) return undefined;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : undefined;
}

function positionOf(value: string | null): number | undefined {
  return value === '0' ? 0 : idOf(value);
}

/** The query value when present and not empty, under its name; nothing otherwise. */
function given<K extends string, V>(key: K, value: V | null | undefined): Partial<Record<K, V>> {
  return value === null || value === undefined || value === '' ? {} : ({ [key]: value } as Record<K, V>);
}

function screenOf(path: string): Screen | undefined {
  return Object.hasOwn(ROUTES, path) ? ROUTES[path] : undefined;
}

function withQuery(path: string, screen: Screen, query: URLSearchParams): Route {
  switch (screen) {
    case 'category':
      return { screen, entry: CATEGORY_ROUTES[path] as CategoryEntry, ...given('vassalage', query.get('vassalage')) };
    case 'gameList':
      return { screen, entry: path === FAV_GAMES_PATH ? 'FAV' : query.get('gameType') || 'ALL' };
    case 'activity':
    case 'activityDetail':
      return { screen, ...given('promotionId', idOf(query.get('id'))) };
    case 'notice':
      return { screen, ...given('index', positionOf(query.get('index'))) };
    case 'noticeDetail':
      return { screen, ...given('noticeId', idOf(query.get('id'))) };
    case 'help':
      return { screen, ...given('i', query.get('i')), ...given('tag', query.get('tag')) };
    case 'helpDetail':
      return { screen, ...given('tag', query.get('tag')) };
    default:
      return { screen };
  }
}

/**
 * A path of the table with what its query asks of the screen, or the redirect every unknown path gets. The query
 * comes as `search` ("?id=3"), or after a "?" in the path when `search` is not given.
 */
export function resolveRoute(path: string, search?: string): Route | { redirect: typeof HOME_ROUTE } {
  const mark = path.indexOf('?');
  const pathname = mark === -1 ? path : path.slice(0, mark);
  const screen = screenOf(pathname);
  if (!screen) return { redirect: HOME_ROUTE };
  return withQuery(pathname, screen, new URLSearchParams(search ?? path.slice(pathname.length)));
}

/**
 * The header's title of a path, as the screen's name: the app maps it to its catalogue text. Unknown paths have none.
 */
export function routeTitle(path: string): Screen | undefined {
  return screenOf(path);
}

const BACK_TO_HOME: readonly Screen[] = ['login', 'register', 'activity', 'forget', 'download'];

/**
 * Where the header's back button goes: nowhere on `/`, home from login, register, activity, forget and download,
 * and one step back elsewhere.
 */
export function backTarget(path: string): { to: typeof HOME_ROUTE } | { back: true } | undefined {
  if (path === '/') return undefined;
  const screen = screenOf(path);
  return screen && BACK_TO_HOME.includes(screen) ? { to: HOME_ROUTE } : { back: true };
}
