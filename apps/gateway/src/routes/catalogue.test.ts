import { describe, expect, it } from 'vitest';
import { openSession } from '../http/session.ts';
import { DEMO_HEADERS, testGateway } from '../testGateway.ts';

function gateway() {
  const { app, db } = testGateway();
  const id = (username: string) => Number(db.prepare('SELECT id FROM member WHERE username = ?').get(username)?.id);
  const tokens = {
    demo: openSession(db, id('demo01'), 'DEMO', Date.now()).token,
    agent: openSession(db, id('agent01'), 'DEMO', Date.now()).token,
  };
  const call = async <T>(
    path: string,
    init: { method?: string; body?: unknown; token?: string; language?: string } = {},
  ) => {
    const response = await app.request(path, {
      method: init.method ?? 'GET',
      headers: {
        ...DEMO_HEADERS,
        ...(init.language ? { Language: init.language } : {}),
        ...(init.token ? { Authorization: init.token } : {}),
        ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    return { status: response.status, ...((await response.json()) as { value: T; errorCode?: string }) };
  };
  return { app, db, tokens, call, id };
}

interface GameList {
  games: { nodeId: string; gameName: string; vassalage: string; isNew: boolean; gameType: string }[];
  pageNum: number;
  totalPages: number;
  totalCount: number;
}

describe('game list', () => {
  it('pages 18 at a time with totals', async () => {
    const { call, db } = gateway();
    const rng = Number(db.prepare("SELECT count(*) AS n FROM game WHERE game_type = 'RNG'").get()?.n);
    const first = await call<GameList>('/wps/relay/GCSGAME_gameList?gameType=RNG');
    expect(first.value).toMatchObject({ pageNum: 1, totalCount: rng, totalPages: Math.ceil(rng / 18) });
    expect(first.value.games).toHaveLength(18);
    const last = await call<GameList>(`/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=${Math.ceil(rng / 18)}`);
    expect(last.value.games).toHaveLength(rng % 18 || 18);
    const ids = new Set([...first.value.games, ...last.value.games].map((game) => game.nodeId));
    expect(ids.size).toBe(first.value.games.length + last.value.games.length);
  });

  it('searches names trimmed and case-blind, and filters by vendor and novelty', async () => {
    const { call } = gateway();
    const search = await call<GameList>(
      `/wps/relay/GCSGAME_gameList?gameName=${encodeURIComponent('  DRAGON ')}&pageSize=100`,
    );
    expect(search.value.totalCount).toBeGreaterThan(0);
    expect(search.value.games.every((game) => game.gameName.toLowerCase().includes('dragon'))).toBe(true);
    const vendor = await call<GameList>('/wps/relay/GCSGAME_gameList?vassalage=SV3');
    expect(vendor.value.games.map((game) => game.vassalage)).toEqual(['SV3']);
    const fresh = await call<GameList>('/wps/relay/GCSGAME_gameList?gameClassify=NEW&pageSize=100');
    expect(fresh.value.totalCount).toBeGreaterThan(0);
    expect(fresh.value.games.every((game) => game.isNew)).toBe(true);
    const bingo = await call<GameList>('/wps/relay/GCSGAME_gameList?gameType=RNG&gameClassify=BG&pageSize=100');
    expect(new Set(bingo.value.games.map((game) => game.vassalage))).toEqual(new Set(['BNG']));
  });

  it('puts cockfight vendors in their own category right after slots', async () => {
    const { call } = gateway();
    const categories = await call<{ gameCategory: string; vendorNames: { vassalage: string }[] }[]>(
      '/wps/relay/GCSGAME_vendorCategories',
    );
    const codes = categories.value.map((category) => category.gameCategory);
    expect(codes.indexOf('COCKFIGHT')).toBe(codes.indexOf('RNG') + 1);
    const sports = categories.value.find((category) => category.gameCategory === 'SPORTS');
    expect(sports?.vendorNames.map((vendor) => vendor.vassalage)).not.toContain('SV3');
  });

  it('lists winners by amount, largest first, up to the limit', async () => {
    const { call } = gateway();
    const winners = await call<{ winAmount: number }[]>('/wps/relay/GCSGAME_winners?limitNum=20');
    expect(winners.value).toHaveLength(20);
    const amounts = winners.value.map((winner) => winner.winAmount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  });

  it('answers a caller that sends no size with the documents: 18 games, 60 hot games, 20 winners', async () => {
    const { call, db } = gateway();
    const count = (table: string) =>
      Number(db.prepare(`SELECT count(*) AS n FROM ${table} WHERE merchant_code = 'DEMO'`).get()?.n);
    expect((await call<GameList>('/wps/relay/GCSGAME_gameList')).value.games).toHaveLength(18);
    // More hot games than two pages of 60: home's More has something to add twice.
    const hot = count('hot_game');
    expect(hot).toBeGreaterThan(120);
    const firstPage = (await call<GameList>('/wps/relay/GCSGAME_hotGames')).value;
    expect(firstPage.games).toHaveLength(60);
    expect(firstPage).toMatchObject({ totalPages: Math.ceil(hot / 60), totalCount: hot });
    expect(count('winner')).toBeGreaterThan(20);
    expect((await call<unknown[]>('/wps/relay/GCSGAME_winners')).value).toHaveLength(20);
  });
});

describe('favourites and recent games', () => {
  it('adds, lists and removes a favourite, as stored for the member', async () => {
    const { call, tokens, db, id } = gateway();
    const game = { nodeId: '3', vendor: 'PG' };
    expect(
      (await call('/wps/relay/GCSGAME_favourite', { method: 'POST', body: game, token: tokens.demo })).status,
    ).toBe(200);
    expect(
      (await call('/wps/relay/GCSGAME_favourite', { method: 'POST', body: game, token: tokens.demo })).status,
    ).toBe(200);
    expect(db.prepare('SELECT node_id FROM favourite WHERE member_id = ?').all(id('demo01'))).toEqual([{ node_id: 3 }]);
    expect((await call<string[]>('/wps/relay/GCSGAME_favouriteIds', { token: tokens.demo })).value).toEqual(['3']);
    // Another member's favourites are their own.
    expect((await call<string[]>('/wps/relay/GCSGAME_favouriteIds', { token: tokens.agent })).value).toEqual([]);
    const listed = await call<{ list: { nodeId: string }[] }>('/wps/relay/GCSGAME_favouriteList?pageSize=100', {
      token: tokens.demo,
    });
    expect(listed.value.list.map((item) => item.nodeId)).toEqual(['3']);
    const fav = await call<GameList>('/wps/relay/GCSGAME_gameList?gameClassify=FAV', { token: tokens.demo });
    expect(fav.value.games.map((item) => item.nodeId)).toEqual(['3']);
    expect(
      (await call('/wps/relay/GCSGAME_favourite?nodeId=3&vendor=PG', { method: 'DELETE', token: tokens.demo })).status,
    ).toBe(200);
    expect(db.prepare('SELECT count(*) AS n FROM favourite').get()?.n).toBe(0);
  });

  it('sends visitors to log in', async () => {
    const { call } = gateway();
    expect(await call('/wps/relay/GCSGAME_favouriteIds')).toMatchObject({ status: 401, errorCode: 'auth.required' });
    expect(await call('/wps/relay/GCSGAME_recentList')).toMatchObject({ status: 401, errorCode: 'auth.required' });
  });

  it('keeps recent games newest first without duplicates', async () => {
    const { call, tokens } = gateway();
    for (const nodeId of ['1', '2', '1']) {
      await call(`/wps/relay/GCSGAME_recentAdd?nodeId=${nodeId}`, { token: tokens.demo });
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const recent = await call<{ list: { nodeId: string }[] }>('/wps/relay/GCSGAME_recentList', { token: tokens.demo });
    expect(recent.value.list.map((game) => game.nodeId)).toEqual(['1', '2']);
  });
});

describe('announcements', () => {
  it('marks a notice read for the member only', async () => {
    const { call, tokens, db, id } = gateway();
    const notices = await call<{ id: number; read: boolean }[]>('/wps/system/notices', { token: tokens.demo });
    const unread = notices.value.find((notice) => !notice.read);
    if (!unread) throw new Error('the seed has no unread notice');
    const marked = await call('/wps/member/announcements/read', {
      method: 'POST',
      body: { announcementId: unread.id, read: true },
      token: tokens.demo,
    });
    expect(marked.status).toBe(200);
    expect(
      db
        .prepare('SELECT count(*) AS n FROM announcement_read WHERE member_id = ? AND announcement_id = ?')
        .get(id('demo01'), unread.id)?.n,
    ).toBe(1);
    const after = await call<{ id: number; read: boolean }[]>('/wps/system/notices', { token: tokens.demo });
    expect(after.value.find((notice) => notice.id === unread.id)?.read).toBe(true);
    const visitor = await call<{ id: number; read: boolean }[]>('/wps/system/notices');
    expect(visitor.value.every((notice) => !notice.read)).toBe(true);
  });

  it('serves banners of a group, promotions with categories, and agent notices to agents only', async () => {
    const { call, tokens } = gateway();
    const home = await call<{ banners: { type: string }[]; promotion: unknown[] }>(
      '/wps/system/announcements?types=B&groupName=m_live',
    );
    expect(home.value.banners.map((banner) => banner.type)).toEqual(['m_live']);
    expect(home.value.promotion).toEqual([]);
    const promotions = await call<{ promotion: { noExpiry: number; endDate: string | null }[] }>(
      '/wps/system/announcements?types=Promotion',
    );
    // Every seeded promotion but the one that starts in 2032 is current, whatever the machine's clock says within a few
    // years.
    expect(promotions.value.promotion).toHaveLength(10);
    expect(
      promotions.value.promotion.every((promotion) => (promotion.noExpiry === 1) === (promotion.endDate === null)),
    ).toBe(true);
    const categories = await call<{ category: string; count: number }[]>('/wps/system/promotions/categories');
    expect(categories.value.every((category) => category.count > 0)).toBe(true);
    const forMember = await call<{ player: { title: string }[] }>('/wps/system/announcements?types=PL', {
      token: tokens.demo,
    });
    const forAgent = await call<{ player: { title: string }[] }>('/wps/system/announcements?types=PL', {
      token: tokens.agent,
    });
    expect(forMember.value.player.map((notice) => notice.title)).not.toContain('Agent training');
    expect(forAgent.value.player.map((notice) => notice.title)).toContain('Agent training');
  });

  it('never answers an agent notice to a visitor or a player, whatever types they ask for; an agent gets them', async () => {
    const { call, tokens, db } = gateway();
    const agentNotices = db.prepare("SELECT id, title FROM announcement WHERE type = 'A'").all();
    expect(agentNotices.length).toBeGreaterThan(0);
    const titles = (answer: { value: { player: { title: string }[] } }) => answer.value.player.map((n) => n.title);
    const agentTitle = String(agentNotices[0]?.title);
    for (const types of ['A', 'PL,A', 'A,PL,B,PU,PR,H']) {
      type Answer = { player: { title: string }[] };
      const visitor = await call<Answer>(`/wps/system/announcements?types=${types}`);
      const player = await call<Answer>(`/wps/system/announcements?types=${types}`, { token: tokens.demo });
      const agent = await call<Answer>(`/wps/system/announcements?types=${types}`, { token: tokens.agent });
      expect(titles(visitor), `visitor, ${types}`).not.toContain(agentTitle);
      expect(titles(player), `player, ${types}`).not.toContain(agentTitle);
      expect(titles(agent), `agent, ${types}`).toContain(agentTitle);
    }
    const notices = await call<{ title: string }[]>('/wps/system/notices', { token: tokens.demo });
    expect(notices.value.map((notice) => notice.title)).not.toContain(agentTitle);
  });

  it('refuses a player marking an agent notice read as a notice that does not exist for them', async () => {
    const { call, tokens, db } = gateway();
    const agentNotice = Number(db.prepare("SELECT id FROM announcement WHERE type = 'A'").get()?.id);
    const mark = (token: string) =>
      call('/wps/member/announcements/read', {
        method: 'POST',
        body: { announcementId: agentNotice, read: true },
        token,
      });
    expect(await mark(tokens.demo)).toMatchObject({ status: 404, errorCode: 'resource.not.found' });
    expect(
      db.prepare('SELECT count(*) AS n FROM announcement_read WHERE announcement_id = ?').get(agentNotice)?.n,
    ).toBe(0);
    expect((await mark(tokens.agent)).status).toBe(200);
  });

  it('serves help topics with their children', async () => {
    const { call } = gateway();
    const help = await call<{ tag: string; children: { tag: string }[] }[]>('/wps/system/help?device=MOBILE');
    expect(help.value.map((topic) => topic.tag)).toEqual(['account', 'deposit', 'withdrawal', 'games']);
    expect(help.value[0]?.children.map((child) => child.tag)).toEqual(['register', 'forgot-password', 'security']);
  });

  it("answers help topics in the player's language, by query or header, English where a topic has no text in it", async () => {
    const { call, db } = gateway();
    type Topics = { tag: string; title: string; content: string; children: { title: string; content: string }[] }[];
    const titles = (help: Topics) => help.map((topic) => topic.title);
    const english = await call<Topics>('/wps/system/help?device=MOBILE', { language: 'EN' });
    expect(titles(english.value)).toEqual(['Account', 'Deposit', 'Withdrawal', 'Games']);
    // The same URL in another language is not answered from the cache of the first.
    const chinese = await call<Topics>('/wps/system/help?device=MOBILE', { language: 'CN' });
    expect(titles(chinese.value)).toEqual(['账户', '存款', '提款', '游戏']);
    expect(chinese.value[0]?.children[0]).toMatchObject({
      title: '如何注册？',
      content: '<p>点击注册，填写表格并接受条款。</p>',
    });
    const malay = await call<Topics>('/wps/system/help?device=MOBILE&language=MS', { language: 'CN' });
    expect(malay.value[3]?.children[0]?.title).toBe('Bolehkah saya bermain secara percuma?');
    // Thai has no texts: English. A topic without a Malay text falls back to its English one.
    expect(titles((await call<Topics>('/wps/system/help?device=MOBILE&language=TH')).value)).toEqual(
      titles(english.value),
    );
    // Another URL, so the answer is computed again rather than read from the cache.
    db.prepare(
      "DELETE FROM help_topic_text WHERE language = 'ms' AND topic_id = (SELECT id FROM help_topic WHERE tag = 'deposit')",
    ).run();
    const fallback = await call<Topics>('/wps/system/help?device=MOBILE&language=ms');
    expect(titles(fallback.value)).toEqual(['Akaun', 'Deposit', 'Pengeluaran', 'Permainan']);
    expect(fallback.value[2]?.children[1]?.title).toBe('Had pengeluaran');
  });

  it("answers notices, pop-ups and promotions in the player's language, English where one has no text in it", async () => {
    const { call, db, tokens } = gateway();
    type Notice = { id: number; title: string; content: string };
    const notices = (language: string, token?: string) =>
      call<Notice[]>('/wps/system/notices', { language, ...(token ? { token } : {}) });
    const english = (await notices('EN')).value;
    const welcome = english.find((notice) => notice.title === 'Welcome to the demo site');
    expect(welcome?.content).toBe('<p>Enjoy <b>600+</b> games from more than 30 providers.</p>');
    // The same URL in another language is not answered from the cache of the first; a member's too.
    const malay = (await notices('MS')).value.find((notice) => notice.id === welcome?.id);
    expect(malay).toMatchObject({
      title: 'Selamat datang ke laman demo',
      content: '<p>Nikmati <b>600+</b> permainan daripada lebih 30 pembekal.</p>',
    });
    const chinese = (await notices('CN', tokens.demo)).value.find((notice) => notice.id === welcome?.id);
    expect(chinese?.title).toBe('欢迎来到演示站点');
    // Thai has no texts: English, notice for notice.
    expect((await notices('TH')).value.map((notice) => notice.title)).toEqual(english.map((notice) => notice.title));

    const home = await call<{ popup: { title: string; content: string }[]; hot: { title: string }[] }>(
      '/wps/system/announcements?types=B,PL,PU,H&groupName=m_home',
      { language: 'CN' },
    );
    expect(home.value.popup.map((popup) => popup.title).sort()).toEqual(['推荐好友', '迎新奖金']);
    expect(home.value.popup.find((popup) => popup.title === '迎新奖金')?.content).toBe(
      '<p style="font-size:28px">领取<b>100%</b>迎新奖金。</p>',
    );
    expect(home.value.hot.map((hot) => hot.title)).toEqual(['热门：欧冠联赛']);

    const promotions = await call<{ title: string; content: string }[]>('/wps/system/promotions', {
      language: 'MS',
      token: tokens.demo,
    });
    expect(promotions.value.find((promotion) => promotion.title === 'Ganjaran log masuk harian')?.content).toBe(
      '<p>Log masuk setiap hari untuk mengumpul mata.</p>',
    );

    // A notice without a Malay text is answered in English (a member's answer is never cached, so it is computed again).
    db.prepare('DELETE FROM announcement_text WHERE announcement_id = ? AND language = ?').run(welcome?.id ?? 0, 'ms');
    const fallback = await call<Notice[]>('/wps/system/notices', { language: 'MS', token: tokens.demo });
    expect(fallback.value.find((notice) => notice.id === welcome?.id)?.title).toBe('Welcome to the demo site');
    expect(fallback.value.find((notice) => notice.title === 'Awas penipuan')).toBeDefined();
  });

  it('seeds every notice, pop-up, hot news, agent notice and promotion in Malay and Chinese', () => {
    const { db } = gateway();
    const missing = db
      .prepare(
        `SELECT a.type, a.title, count(t.language) AS n FROM announcement a
           LEFT JOIN announcement_text t ON t.announcement_id = a.id
          WHERE a.type <> 'B' GROUP BY a.id HAVING n <> 2`,
      )
      .all();
    expect(missing).toEqual([]);
  });
});

describe('agent contracts', () => {
  it('prompts demo01 for the seeded contract until it is decided, once', async () => {
    const { call, tokens } = gateway();
    expect(
      (await call<{ dailysalreqtype: boolean }>('/wps/relay/MCSFE_checkContracts', { token: tokens.demo })).value,
    ).toEqual({
      dailysalreqtype: true,
      divtypecompperiodreq: false,
      contracthoursalreq: false,
    });
    const received = await call<{ received: { id: number; status: string }[] }>(
      '/wps/relay/MCSFE_getDailySalaryContract',
      {
        token: tokens.demo,
      },
    );
    const contract = received.value.received[0];
    expect(contract?.status).toBe('pending');
    const decide = (decision: string) =>
      call<{ status: string }>('/wps/relay/MCSFE_processDailySalaryContract', {
        method: 'POST',
        body: { contractId: contract?.id, decision },
        token: tokens.demo,
      });
    expect((await decide('accept')).value.status).toBe('accepted');
    expect(await decide('reject')).toMatchObject({ status: 409, errorCode: 'contract.state.invalid' });
    expect(
      (await call<{ dailysalreqtype: boolean }>('/wps/relay/MCSFE_checkContracts', { token: tokens.demo })).value
        .dailysalreqtype,
    ).toBe(false);
  });

  it('lets an agent propose to direct downline only, one pending at a time', async () => {
    const { call, tokens } = gateway();
    const propose = (body: unknown, token = tokens.agent) =>
      call('/wps/relay/MCSFE_proposeHourSalaryContract', { method: 'POST', body, token });
    expect((await propose({ member: 'demo01', rate: 1, threshold: 10 })).status).toBe(200);
    expect(await propose({ member: 'demo01', rate: 2, threshold: 10 })).toMatchObject({
      status: 409,
      errorCode: 'contract.exists',
    });
    expect(await propose({ member: 'agentonly', rate: 1, threshold: 10 })).toMatchObject({
      status: 403,
      errorCode: 'agent.info.incorrect',
    });
    expect(await propose({ member: 'demo01', rate: 1, threshold: 10, period: 'month' })).toMatchObject({
      status: 400,
      errorCode: 'field.invalid',
    });
    expect(await propose({ member: 'agent01', rate: 1, threshold: 10 }, tokens.demo)).toMatchObject({
      status: 403,
      errorCode: 'permission.denied',
    });
  });
});

describe('region restriction', () => {
  it('closes every game list, of /wps and /lgw, with 403 region.restricted, as login and registration are', async () => {
    const { app, call, tokens } = gateway();
    // Asked once before, so that a cached answer would show if the restriction did not reach it.
    expect((await call('/wps/relay/GCSGAME_gameList?gameType=RNG')).status).toBe(200);
    await app.request('/__dev/merchant', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ regionRestriction: true }),
    });
    for (const path of [
      '/wps/relay/GCSGAME_gameList?gameType=RNG',
      '/wps/relay/GCSGAME_gameTypes',
      '/wps/relay/GCSGAME_vendors',
      '/wps/relay/GCSGAME_vendorCategories',
      '/wps/relay/GCSGAME_hotGames',
      '/wps/relay/GCSGAME_winners',
      '/wps/relay/GCSGAME_favouriteIds',
      '/wps/relay/GCSGAME_recentList',
      '/lgw/games/game_menus',
      '/lgw/games/launch?vassalage=PG',
      '/lgw/lottery/lott_list',
      '/lgw/lottery/elott_list',
      '/lgw/lottery/menu',
    ]) {
      expect(await call(path, { token: tokens.demo }), path).toMatchObject({
        status: 403,
        errorCode: 'region.restricted',
      });
    }
  });
});
