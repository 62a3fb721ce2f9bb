/**
 * Browser storage keys the product reads and writes. A module of its own, so the boot can tell a stored session
 * without loading the other constants before the first paint.
 */
export const STORAGE_KEYS = {
  session: 'MC_SESSION_INFO',
  trialName: 'trialName',
  status: 'status',
  memberInfo: 'memberInfo',
  serviceLink: 'service_link',
  template: 'setTemplate',
  vendorGameTypes: 'getVassGameType',
  gameLotteries: 'getGameLotts',
  lotteryList: 'lottList',
  eLotteryList: 'elottList',
  hotGames: 'HOT_GAMES',
  autoLogin: 'autoLogin',
} as const;
