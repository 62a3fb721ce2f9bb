import { describe, expect, it } from 'vitest';
import { openSession } from '../http/session.ts';
import { DEMO_HEADERS, testGateway } from '../testGateway.ts';
import { sameSitePath } from './lgw.ts';

/** Launches PG's lobby for demo01 with a way back, and opens the stand-in page as the browser would. */
async function playPage(backUrl: string, on: 'launch' | 'page') {
  const { app, db } = testGateway();
  const demoId = Number(db.prepare("SELECT id FROM member WHERE username = 'demo01'").get()?.id);
  const token = openSession(db, demoId, 'DEMO', Date.now()).token;
  const launchQuery = new URLSearchParams({ vassalage: 'PG', ...(on === 'launch' ? { backUrl } : {}) });
  const launched = await app.request(`/lgw/games/launch?${launchQuery}`, {
    headers: { ...DEMO_HEADERS, Authorization: token },
  });
  const { url } = ((await launched.json()) as { value: { url: string } }).value;
  const page = await app.request(on === 'page' ? `${url}?${new URLSearchParams({ backUrl })}` : url);
  const html = await page.text();
  return { page, back: /<a href="([^"]*)">Back<\/a>/.exec(html)?.[1] };
}

const OFF_SITE = [
  '//evil.example/phish',
  'https://evil.example/',
  '/\\evil.example',
  '/%5Cevil.example',
  'javascript:alert(1)',
];

describe('the stand-in game page', () => {
  for (const on of ['launch', 'page'] as const) {
    it(`never links off-site, whatever way back the ${on} names: it falls back to /m/home`, async () => {
      for (const backUrl of OFF_SITE) {
        expect((await playPage(backUrl, on)).back, backUrl).toBe('/m/home');
      }
    });

    it(`keeps a same-site way back named by the ${on}`, async () => {
      expect((await playPage('/m/home?x=1', on)).back).toBe('/m/home?x=1');
    });
  }

  it('forbids framing and scripts, and is never stored by a cache', async () => {
    const { page } = await playPage('/m/home', 'launch');
    expect(page.headers.get('Content-Security-Policy')).toMatch(/^default-src 'none';.*frame-ancestors 'none'/);
    expect(page.headers.get('X-Frame-Options')).toBe('DENY');
    expect(page.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(page.headers.get('Cache-Control')).toBe('no-store');
  });

  it('reads an encoded slash or backslash at the start of a path as off-site', () => {
    for (const backUrl of ['/%2F%2Fevil.example', '/%2fevil.example', '/%5cevil.example', '/ evil', '/\tevil']) {
      expect(sameSitePath(backUrl), backUrl).toBe('/m/home');
    }
    expect(sameSitePath('/m/game/PG?tab=slots#top')).toBe('/m/game/PG?tab=slots#top');
  });
});
