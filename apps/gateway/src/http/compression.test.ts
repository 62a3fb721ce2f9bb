import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DEMO_HEADERS, login, testGateway } from '../testGateway.ts';
import { openSession } from './session.ts';

const GAME_LIST = '/wps/relay/GCSGAME_gameList?platform=html5&clientType=2&pageNo=1&pageSize=60';
const GZIP = { 'Accept-Encoding': 'gzip, deflate, br' };

async function bodyOf(response: Response): Promise<Buffer> {
  return Buffer.from(await response.arrayBuffer());
}

describe('compression of public reads', () => {
  it('sends a visitor’s game list gzip-compressed, to a third of its size or less, and the same once inflated', async () => {
    const { app } = testGateway();
    const plain = await app.request(GAME_LIST, { headers: DEMO_HEADERS });
    const compressed = await app.request(GAME_LIST, { headers: { ...DEMO_HEADERS, ...GZIP } });

    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(compressed.headers.get('Content-Encoding')).toBe('gzip');
    expect(compressed.headers.get('Vary')).toMatch(/\bAccept-Encoding\b/);
    const text = (await bodyOf(plain)).toString('utf8');
    const zipped = await bodyOf(compressed);
    expect(gunzipSync(zipped).toString('utf8')).toBe(text);
    expect(JSON.parse(text).value.games).toHaveLength(60);
    expect(zipped.length).toBeLessThan(text.length / 3);
  });

  it('sends the lobby art compressed, and still answers 304 to the weak tag a browser sends back', async () => {
    const { app } = testGateway();
    const plain = await app.request('/art/v2/game/PG-001.svg');
    const compressed = await app.request('/art/v2/game/PG-001.svg', { headers: GZIP });
    expect(compressed.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(await bodyOf(compressed)).toString('utf8')).toBe(await plain.text());

    const tag = compressed.headers.get('ETag') ?? '';
    expect(tag).toBe(`W/${plain.headers.get('ETag')}`);
    const again = await app.request('/art/v2/game/PG-001.svg', { headers: { ...GZIP, 'If-None-Match': tag } });
    expect(again.status).toBe(304);
  });

  it('never compresses an answer to a call that carries a session', async () => {
    const { app, db } = testGateway();
    const demoId = Number(db.prepare("SELECT id FROM member WHERE username = 'demo01'").get()?.id);
    const token = openSession(db, demoId, 'DEMO', Date.now()).token;
    const headers = { ...DEMO_HEADERS, ...GZIP, Authorization: token };

    for (const path of [GAME_LIST, '/wps/member/info']) {
      const response = await app.request(path, { headers });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('Content-Encoding'), path).toBeNull();
      expect((await response.json()).success, path).toBe(true);
    }
  });

  it('never compresses the answer to a call that changes something, such as a login', async () => {
    const { app } = testGateway();
    const answer = await login(
      app,
      { type: 'username', username: 'demo01', password: 'Demo1234' },
      { ...DEMO_HEADERS, ...GZIP },
    );
    expect(answer.body.success).toBe(true);
    expect(answer.headers.get('Content-Encoding')).toBeNull();
  });
});
