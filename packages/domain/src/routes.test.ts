import { describe, expect, it } from 'vitest';
import { backTarget, resolveRoute, routeTitle } from './routes.ts';

describe('routes', () => {
  it('resolve every alias of home and redirect unknown paths to /m/home', () => {
    for (const path of ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home'])
      expect(resolveRoute(path)).toStrictEqual({ screen: 'home' });
    for (const path of ['/m/nowhere', '/m/home/', '/M/home', '/m/Login', 'constructor', '__proto__', '/m/activity/'])
      expect(resolveRoute(path), path).toStrictEqual({ redirect: '/m/home' });
  });

  it('resolve the account routes exactly', () => {
    const table: [string, string][] = [
      ['/m/login', 'login'],
      ['/m/register', 'register'],
      ['/m/register.html', 'register'],
      ['/m/forget', 'forget'],
      ['/m/changePsw', 'changePassword'],
      ['/m/agent', 'agent'],
      ['/m/agent/home', 'agentHome'],
      ['/m/set', 'settings'],
      ['/m/app', 'download'],
      ['/m/download', 'download'],
      ['/m/member/home', 'memberHome'],
      ['/m/member/benefits', 'benefits'],
      ['/m/securityCenter', 'securityCenter'],
      ['/m/securityCenter/nickname', 'securityCenter'],
      ['/m/securityCenter/email', 'securityCenter'],
      ['/m/securityCenter/payeeName', 'securityCenter'],
      ['/m/securityCenter/paymentPassword', 'securityCenter'],
      ['/m/securityCenter/paymentPassword/reset', 'securityCenter'],
      ['/m/profitandloss', 'profitAndLoss'],
      ['/m/gameRecord', 'gameRecord'],
      ['/m/transaction/record', 'transactionRecord'],
      ['/m/voucherCenter', 'deposit'],
      ['/m/withdraw', 'withdraw'],
      ['/m/rewardCenter', 'rewardCenter'],
      ['/m/mall/mallHome', 'mall'],
      ['/m/member/manualRebate', 'manualRebate'],
    ];
    for (const [path, screen] of table) expect(resolveRoute(path), path).toStrictEqual({ screen });
  });

  it('open every game category path on the one category screen, with the list it names', () => {
    const table: [string, string][] = [
      ['/m/live-games', 'LIVE'],
      ['/m/slot-games', 'RNG'],
      ['/m/sport-games', 'SPORTS'],
      ['/m/fishing-games', 'FISH'],
      ['/m/poker-games', 'PVP'],
      ['/m/lott', 'LOTT'],
      ['/m/elott', 'ELOTT'],
      ['/m/hot-games', 'HOT'],
      ['/m/inHouse', 'INHOUSE'],
      ['/m/cockfight', 'COCKFIGHT'],
    ];
    for (const [path, entry] of table) {
      expect(resolveRoute(path), path).toStrictEqual({ screen: 'category', entry });
      expect(routeTitle(path)).toBe('category');
      expect(backTarget(path)).toEqual({ back: true });
    }
    expect(resolveRoute('/m/slot-games', '?vassalage=PG')).toStrictEqual({
      screen: 'category',
      entry: 'RNG',
      vassalage: 'PG',
    });
    expect(resolveRoute('/m/live-games?vassalage=')).toStrictEqual({ screen: 'category', entry: 'LIVE' });
  });

  it('take the game list data type from the path: favourites on /m/fav-games, all games of ?gameType on /m/search-games', () => {
    expect(resolveRoute('/m/fav-games')).toStrictEqual({ screen: 'gameList', entry: 'FAV' });
    expect(resolveRoute('/m/fav-games?gameType=LIVE')).toStrictEqual({ screen: 'gameList', entry: 'FAV' });
    expect(resolveRoute('/m/search-games')).toStrictEqual({ screen: 'gameList', entry: 'ALL' });
    expect(resolveRoute('/m/search-games?gameType=')).toStrictEqual({ screen: 'gameList', entry: 'ALL' });
    expect(resolveRoute('/m/search-games?gameType=FISH')).toStrictEqual({ screen: 'gameList', entry: 'FISH' });
    expect(routeTitle('/m/fav-games')).toBe('gameList');
    expect(routeTitle('/m/search-games')).toBe('gameList');
  });

  it('open a promotion, notice or help topic named in the query, and ignore an id that is not one', () => {
    expect(resolveRoute('/m/activity')).toStrictEqual({ screen: 'activity' });
    expect(resolveRoute('/m/activity', '?id=12')).toStrictEqual({ screen: 'activity', promotionId: 12 });
    expect(resolveRoute('/m/activityDetail?id=9')).toStrictEqual({ screen: 'activityDetail', promotionId: 9 });
    for (const id of ['', '0', '-3', '1.5', '1e3', '0x10', ' 4', 'abc', '12345678901234567'])
      expect(resolveRoute('/m/activity', `?id=${encodeURIComponent(id)}`), id).toStrictEqual({ screen: 'activity' });
    expect(resolveRoute('/m/activity?id=9007199254740992')).toStrictEqual({ screen: 'activity' });
    expect(resolveRoute('/m/activity?id=9007199254740991')).toStrictEqual({
      screen: 'activity',
      promotionId: 9007199254740991,
    });

    expect(resolveRoute('/m/notice?index=0')).toStrictEqual({ screen: 'notice', index: 0 });
    expect(resolveRoute('/m/notice?index=3')).toStrictEqual({ screen: 'notice', index: 3 });
    expect(resolveRoute('/m/notice?index=-1')).toStrictEqual({ screen: 'notice' });
    expect(resolveRoute('/m/notice?index=00')).toStrictEqual({ screen: 'notice' });
    expect(resolveRoute('/m/noticeDetail?id=7')).toStrictEqual({ screen: 'noticeDetail', noticeId: 7 });
    expect(resolveRoute('/m/noticeDetail')).toStrictEqual({ screen: 'noticeDetail' });

    expect(resolveRoute('/m/help?i=2&tag=deposit')).toStrictEqual({ screen: 'help', i: '2', tag: 'deposit' });
    expect(resolveRoute('/m/help?tag=withdraw')).toStrictEqual({ screen: 'help', tag: 'withdraw' });
    expect(resolveRoute('/m/help?i=1')).toStrictEqual({ screen: 'help', i: '1' });
    expect(resolveRoute('/m/help')).toStrictEqual({ screen: 'help' });
    expect(resolveRoute('/m/helpDetail?tag=games')).toStrictEqual({ screen: 'helpDetail', tag: 'games' });
    expect(resolveRoute('/m/helpDetail')).toStrictEqual({ screen: 'helpDetail' });
  });

  it('read the query from the search given rather than from the path', () => {
    expect(resolveRoute('/m/activity?id=3', '?id=4')).toStrictEqual({ screen: 'activity', promotionId: 4 });
    expect(resolveRoute('/m/activity?id=3', '')).toStrictEqual({ screen: 'activity' });
  });

  it('resolve the providers, the game centre and the three agent contract screens', () => {
    expect(resolveRoute('/m/provider')).toStrictEqual({ screen: 'provider' });
    expect(resolveRoute('/m/gameCenter')).toStrictEqual({ screen: 'gameCenter' });
    expect(resolveRoute('/m/member/agent/getSalaryContract')).toStrictEqual({ screen: 'dailyWageContract' });
    expect(resolveRoute('/m/member/agent/getDevidendContract')).toStrictEqual({ screen: 'dividendContract' });
    expect(resolveRoute('/m/member/agent/getHourContract')).toStrictEqual({ screen: 'hourlyWageContract' });
  });

  it('title a path by its screen, and unknown paths not at all', () => {
    expect(routeTitle('/m/changePsw')).toBe('changePassword');
    expect(routeTitle('/m/noticeDetail')).toBe('noticeDetail');
    expect(routeTitle('/m/nowhere')).toBeUndefined();
    expect(routeTitle('toString')).toBeUndefined();
  });

  it('go back home from login, register, activity, forget and download, nowhere from /, one step elsewhere', () => {
    for (const path of [
      '/m/login',
      '/m/register',
      '/m/register.html',
      '/m/activity',
      '/m/forget',
      '/m/download',
      '/m/app',
    ])
      expect(backTarget(path), path).toEqual({ to: '/m/home' });
    expect(backTarget('/')).toBeUndefined();
    for (const path of [
      '/m',
      '/m/home',
      '/m/set',
      '/m/activityDetail',
      '/m/notice',
      '/m/noticeDetail',
      '/m/help',
      '/m/helpDetail',
      '/m/search-games',
      '/m/fav-games',
      '/m/provider',
      '/m/gameCenter',
      '/m/member/agent/getHourContract',
      'valueOf',
    ])
      expect(backTarget(path), path).toEqual({ back: true });
  });
});
