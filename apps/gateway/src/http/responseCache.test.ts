import { describe, expect, it } from 'vitest';
import { DEMO_HEADERS, testGateway } from '../testGateway.ts';
import { ResponseCache } from './responseCache.ts';
import { openSession } from './session.ts';

describe('response cache', () => {
  it('forgets an entry at its expiry and the oldest entry when full', () => {
    const cache = new ResponseCache(2);
    cache.set('a', '1', 100);
    expect(cache.get('a', 99)).toBe('1');
    expect(cache.get('a', 100)).toBeUndefined();
    cache.set('a', '1', 1_000);
    cache.set('b', '2', 1_000);
    cache.set('c', '3', 1_000);
    expect([cache.get('a', 0), cache.get('b', 0), cache.get('c', 0)]).toEqual([undefined, '2', '3']);
  });

  it('answers a catalogue call from memory until its time is up or the caller asks for a refresh', async () => {
    let now = Date.now();
    const { app, db } = testGateway({ now: () => now });
    const vendors = async (query = '') => {
      const response = await app.request(`/wps/relay/GCSGAME_vendors${query}`, { headers: DEMO_HEADERS });
      return ((await response.json()) as { value: { vassalage: string; displayName: string }[] }).value.find(
        (vendor) => vendor.vassalage === 'PG',
      )?.displayName;
    };
    expect(await vendors()).toBe('PG Soft');
    db.prepare("UPDATE vendor SET display_name = 'PG Soft Renamed' WHERE vassalage = 'PG'").run();
    expect(await vendors()).toBe('PG Soft');
    expect(await vendors('?refresh=true')).toBe('PG Soft Renamed');
    now += 31_000;
    expect(await vendors()).toBe('PG Soft Renamed');
  });

  it('never caches a member’s own lists', async () => {
    const { app, db } = testGateway();
    const demoId = Number(db.prepare("SELECT id FROM member WHERE username = 'demo01'").get()?.id);
    const token = openSession(db, demoId, 'DEMO', Date.now()).token;
    const headers = { ...DEMO_HEADERS, Authorization: token };
    const favourites = async () => {
      const response = await app.request('/wps/relay/GCSGAME_gameList?gameClassify=FAV', { headers });
      return ((await response.json()) as { value: { totalCount: number } }).value.totalCount;
    };
    expect(await favourites()).toBe(0);
    db.prepare('INSERT INTO favourite (member_id, node_id, created_at) VALUES (?, 1, 0)').run(demoId);
    expect(await favourites()).toBe(1);
  });
});
