import { createCipheriv, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fetchContracts, proposeContract, reviewContract } from './agent.ts';
import { fetchChatUnread, launchChat } from './chat.ts';
import { markAnnouncementRead } from './content.ts';
import { launchGame, listGames, listHotGames } from './games.ts';
import { hasWithdrawalPassword, setHeadIcon } from './member.ts';
import { recoverPasswordByEmail } from './password.ts';
import { fetchCustomerService } from './system.ts';
import { clientsAnswering, success } from './testing/stubGateway.ts';

const gameList = { games: [], pageNum: 1, totalPages: 0, totalCount: 0 };

function seal(key: Buffer, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  return Buffer.concat([iv, cipher.update(text, 'utf8'), cipher.final(), cipher.getAuthTag()]).toString('base64url');
}

describe('game calls', () => {
  it("ask for the caller's page size and name on html5", async () => {
    const { clients, seen } = clientsAnswering(() => success(gameList));
    await listGames(clients, { gameName: 'fortune tiger', gameType: 'RNG', pageSize: 18 });
    const query = new URL(seen[0]?.url ?? '').searchParams;
    expect(query.get('gameName')).toBe('fortune tiger');
    expect(query.get('pageSize')).toBe('18');
    expect(query.get('platform')).toBe('html5');
    expect(query.get('clientType')).toBe('2');
    expect(query.get('gameType')).toBe('RNG');
  });

  it('leave a name and a page size the caller did not give out of the query', async () => {
    const { clients, seen } = clientsAnswering(() => success(gameList));
    await listGames(clients, {});
    const query = new URL(seen[0]?.url ?? '').searchParams;
    expect(query.has('gameName')).toBe(false);
    expect(query.has('pageSize')).toBe(false);
  });

  it('ask for hot games of every platform, with the page size the caller gives', async () => {
    const { clients, seen } = clientsAnswering(() => success(gameList));
    await listHotGames(clients, { language: 'EN', pageSize: 60 });
    const query = new URL(seen[0]?.url ?? '').searchParams;
    expect([query.get('pageSize'), query.get('isPlatform')]).toEqual(['60', '2']);
  });

  it('launch through /lgw with the session token', async () => {
    const { clients, seen } = clientsAnswering(() => success({ url: 'https://g.test/play', mode: 'redirect' }), {
      token: 'tkn_0123456789abcdef',
    });
    expect(await launchGame(clients, { vassalage: 'PG', nodeId: '10234' })).toEqual({
      ok: true,
      value: { url: 'https://g.test/play', mode: 'redirect' },
    });
    expect(new URL(seen[0]?.url ?? '').pathname).toBe('/lgw/games/launch');
    expect(seen[0]?.headers.get('Authorization')).toBe('tkn_0123456789abcdef');
  });
});

describe('answers', () => {
  it('take a success envelope only from a 2xx answer: on 404, 500 or 302 it is malformed', async () => {
    const envelope = JSON.stringify({ success: true, value: { hasWithdrawalPassword: true } });
    for (const status of [404, 500, 302]) {
      const { clients } = clientsAnswering(
        () => new Response(envelope, { status, headers: { 'Content-Type': 'application/json' } }),
      );
      const result = await hasWithdrawalPassword(clients);
      expect(result, String(status)).toMatchObject({ ok: false, error: { kind: 'malformed', status } });
    }
    const { clients } = clientsAnswering(
      () => new Response(envelope, { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
    expect(await hasWithdrawalPassword(clients)).toEqual({ ok: true, value: true });
  });
});

describe('form-encoded calls', () => {
  it('send e-mail recovery URL-encoded, as the documents ask', async () => {
    const { clients, seen } = clientsAnswering(() => success(true));
    await recoverPasswordByEmail(clients, { username: 'demo01', email: 'demo01+x@example.com' });
    const request = seen[0] as Request;
    expect(request.headers.get('Content-Type')).toContain('application/x-www-form-urlencoded');
    expect(await request.text()).toBe('username=demo01&email=demo01%2Bx%40example.com');
  });

  it('send the chosen head icon URL-encoded', async () => {
    const { clients, seen } = clientsAnswering(() => success(true));
    await setHeadIcon(clients, '7');
    expect(await seen[0]?.text()).toBe('iconId=7');
  });
});

describe('answers unwrapped to what screens use', () => {
  it('chat unread is the count', async () => {
    const { clients } = clientsAnswering(() => success({ unReadCount: 12 }));
    expect(await fetchChatUnread(clients)).toEqual({ ok: true, value: 12 });
  });

  it('the withdrawal-password check is a boolean', async () => {
    const { clients } = clientsAnswering(() => success({ hasWithdrawalPassword: true }));
    expect(await hasWithdrawalPassword(clients)).toEqual({ ok: true, value: true });
  });

  it('a negative unread count is malformed, not a number on the badge', async () => {
    const { clients } = clientsAnswering(() => success({ unReadCount: -1 }));
    const result = await fetchChatUnread(clients);
    expect(!result.ok && result.error.kind).toBe('malformed');
  });
});

describe('chat launch', () => {
  it('asks for the b2c v2 room and CN for any Chinese language', async () => {
    const { clients, seen } = clientsAnswering(() => success({ url: 'https://chat.test/' }));
    await launchChat(clients, { language: 'zh-CN' });
    const query = new URL(seen[0]?.url ?? '').searchParams;
    expect([query.get('b2c'), query.get('template'), query.get('language')]).toEqual(['1', 'v2', 'CN']);
  });
});

describe('customer service', () => {
  it('opens every path with the key of the answer', async () => {
    const key = randomBytes(32);
    const { clients } = clientsAnswering(() =>
      success({
        pathKey: key.toString('base64url'),
        list: [{ title: 'Live chat', path: seal(key, 'https://cs.example.test/chat') }],
      }),
    );
    expect(await fetchCustomerService(clients)).toEqual({
      ok: true,
      value: [{ title: 'Live chat', url: 'https://cs.example.test/chat' }],
    });
  });

  it('reports a path that does not open as malformed', async () => {
    const { clients } = clientsAnswering(() =>
      success({
        pathKey: randomBytes(32).toString('base64url'),
        list: [{ title: 'Live chat', path: seal(randomBytes(32), 'https://cs.example.test/chat') }],
      }),
    );
    const result = await fetchCustomerService(clients);
    expect(!result.ok && result.error.kind).toBe('malformed');
  });
});

describe('notice read and contracts', () => {
  it('marks a notice read with read=true in the body', async () => {
    const { clients, seen } = clientsAnswering(() => success(true));
    await markAnnouncementRead(clients, 3);
    expect(await seen[0]?.json()).toEqual({ announcementId: 3, read: true });
  });

  it('reach the relayed service of each contract kind', async () => {
    const contract = {
      id: 1,
      kind: 'hourly',
      agent: 'agent01',
      member: 'demo01',
      rate: 0.5,
      threshold: 100,
      period: 'hour',
      status: 'pending',
      proposedAt: 1,
      reviewedAt: null,
    };
    const { clients, seen } = clientsAnswering((request) =>
      request.method === 'GET' ? success({ proposed: [], received: [] }) : success(contract),
    );
    await fetchContracts(clients, 'dividend');
    await proposeContract(clients, 'hourly', { member: 'demo01', rate: 0.5, threshold: 100 });
    await reviewContract(clients, 'daily', 1, 'reject');
    expect(seen.map((request) => [new URL(request.url).pathname, request.headers.get('Module-Id')])).toEqual([
      ['/wps/relay/MCSFE_getDividendContract', 'DIVCONT3'],
      ['/wps/relay/MCSFE_proposeHourSalaryContract', 'HOURSALCONT3'],
      ['/wps/relay/MCSFE_processDailySalaryContract', 'DAILYSALCONT3'],
    ]);
  });
});
