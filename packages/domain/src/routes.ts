import { HOME_ROUTE } from './navigation.ts';

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
] as const;
export type Screen = (typeof SCREENS)[number];

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
  '/m/profitandloss': 'profitAndLoss',
  '/m/gameRecord': 'gameRecord',
  '/m/transaction/record': 'transactionRecord',
  '/m/voucherCenter': 'deposit',
  '/m/withdraw': 'withdraw',
  '/m/rewardCenter': 'rewardCenter',
  '/m/mall/mallHome': 'mall',
  '/m/member/manualRebate': 'manualRebate',
  '/m/activity': 'activity',
};

/** A path of the table, or the redirect every unknown path gets. */
export function resolveRoute(path: string): { screen: Screen } | { redirect: typeof HOME_ROUTE } {
  const screen = ROUTES[path];
  return screen ? { screen } : { redirect: HOME_ROUTE };
}

/**
 * The header's title of a path, as the screen's name: the app maps it to its catalogue text. Unknown paths have none.
 */
export function routeTitle(path: string): Screen | undefined {
  return ROUTES[path];
}

const BACK_TO_HOME: readonly Screen[] = ['login', 'register', 'activity', 'forget', 'download'];

/**
 * Where the header's back button goes: nowhere on `/`, home from login, register, activity, forget and download,
 * and one step back elsewhere.
 */
export function backTarget(path: string): { to: typeof HOME_ROUTE } | { back: true } | undefined {
  if (path === '/') return undefined;
  const screen = ROUTES[path];
  return screen && BACK_TO_HOME.includes(screen) ? { to: HOME_ROUTE } : { back: true };
}
