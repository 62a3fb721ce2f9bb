import { describe, expect, it } from 'vitest';
import { DEMO_HEADERS, testGateway } from '../testGateway.ts';

const JSON_HEADERS = { 'Content-Type': 'application/json' };

describe('development endpoints', () => {
  it('are absent unless the gateway is started with them', async () => {
    const { app } = testGateway({ devEndpoints: false });
    for (const [method, path] of [
      ['GET', '/__dev/outbox'],
      ['GET', '/__dev/captcha'],
      ['PUT', '/__dev/merchant'],
      ['POST', '/__dev/content'],
      ['DELETE', '/__dev/content/notice/1'],
      ['POST', '/__dev/reset'],
    ] as const) {
      expect((await app.request(path, { method })).status).toBe(404);
    }
  });

  it('list the outbox newest first and name the latest captcha answer', async () => {
    const { app } = testGateway();
    for (const mobileNum of ['123456789']) {
      await app.request('/wps/session/sms', {
        method: 'POST',
        headers: { ...DEMO_HEADERS, ...JSON_HEADERS },
        body: JSON.stringify({ countryDialingCode: '60', mobileNum }),
      });
    }
    await app.request('/wps/member/password/email', {
      method: 'POST',
      headers: { ...DEMO_HEADERS, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'username=demo01&email=demo01%40example.com',
    });
    const outbox = (await (await app.request('/__dev/outbox')).json()) as {
      value: { channel: string; code: string }[];
    };
    expect(outbox.value.map((message) => message.channel)).toEqual(['email', 'sms']);
    expect(outbox.value[1]?.code).toMatch(/^\d{6}$/);

    const issued = (await (await app.request('/wps/session/captcha', { headers: DEMO_HEADERS })).json()) as {
      value: { captchaId: string; length: number };
    };
    const latest = (await (await app.request('/__dev/captcha')).json()) as {
      value: { captchaId: string; answer: string };
    };
    expect(latest.value.captchaId).toBe(issued.value.captchaId);
    expect(latest.value.answer).toHaveLength(issued.value.length);
  });

  it('set the merchant up: maintenance closes the API but not the status', async () => {
    const { app } = testGateway();
    const put = await app.request('/__dev/merchant', {
      method: 'PUT',
      headers: JSON_HEADERS,
      body: JSON.stringify({ maintenance: true, ageThreshold: 21, switches: { PTSYS3: false } }),
    });
    expect(put.status).toBe(200);
    const status = (await (await app.request('/wps/system/status', { headers: DEMO_HEADERS })).json()) as {
      value: { maintenance: boolean };
    };
    expect(status.value.maintenance).toBe(true);
    const games = await app.request('/wps/relay/GCSGAME_gameList', { headers: DEMO_HEADERS });
    expect(games.status).toBe(503);
    expect(await games.json()).toEqual({ success: false, errorCode: 'system.maintenance' });
    const whitelabel = (await (await app.request('/wps/system/whitelabel', { headers: DEMO_HEADERS })).json()) as {
      value: { switches: Record<string, boolean>; settings: { ageThreshold: number } };
    };
    expect(whitelabel.value.switches.PTSYS3).toBe(false);
    expect(whitelabel.value.settings.ageThreshold).toBe(21);
  });

  it("answers a social network's sign-in address only when the operator set an https one", async () => {
    const { app } = testGateway();
    const read = async () =>
      (
        (await (await app.request('/wps/system/whitelabel', { headers: DEMO_HEADERS })).json()) as {
          value: { settings: { socialLogin: Record<string, unknown> } };
        }
      ).value.settings.socialLogin;
    expect(await read()).toEqual({ facebook: false, google: false });
    await app.request('/__dev/merchant', {
      method: 'PUT',
      headers: JSON_HEADERS,
      body: JSON.stringify({
        settings: {
          'socialLogin.google': '1',
          'socialLogin.googleSignInUrl': 'https://id.example.com/google',
          'socialLogin.facebookSignInUrl': 'http://id.example.com/facebook',
        },
      }),
    });
    expect(await read()).toEqual({ facebook: false, google: true, googleSignInUrl: 'https://id.example.com/google' });
  });

  it('refuses a malformed merchant update and changes nothing', async () => {
    const { app } = testGateway();
    const put = await app.request('/__dev/merchant', {
      method: 'PUT',
      headers: JSON_HEADERS,
      body: JSON.stringify({ maintenance: 'yes' }),
    });
    expect(put.status).toBe(400);
    expect((await app.request('/wps/relay/GCSGAME_gameList', { headers: DEMO_HEADERS })).status).toBe(200);
  });

  it('add a notice, a promotion and a help item that the API then serves, and reset to the seed', async () => {
    const { app } = testGateway();
    // Visitors' announcements are cached; adding content must clear that.
    await app.request('/wps/system/notices', { headers: DEMO_HEADERS });
    const add = (body: unknown) =>
      app.request('/__dev/content', { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(body) });
    expect((await add({ kind: 'notice', title: 'Fresh notice', content: '<p>Hi</p>' })).status).toBe(200);
    expect((await add({ kind: 'promotion', title: 'Fresh promo', categories: ['RAFFLE'] })).status).toBe(200);
    expect((await add({ kind: 'help', parentTag: 'account', tag: 'fresh-help', title: 'Fresh help' })).status).toBe(
      200,
    );
    const notices = (await (await app.request('/wps/system/notices', { headers: DEMO_HEADERS })).json()) as {
      value: { title: string }[];
    };
    expect(notices.value[0]?.title).toBe('Fresh notice');
    const promotions = (await (
      await app.request('/wps/system/announcements?types=Promotion', { headers: DEMO_HEADERS })
    ).json()) as { value: { promotion: { title: string; promoAnnouncementCategoryIds: string[] }[] } };
    expect(promotions.value.promotion[0]).toMatchObject({
      title: 'Fresh promo',
      promoAnnouncementCategoryIds: ['RAFFLE'],
    });
    const help = (await (await app.request('/wps/system/help', { headers: DEMO_HEADERS })).json()) as {
      value: { tag: string; children: { tag: string }[] }[];
    };
    expect(help.value.find((topic) => topic.tag === 'account')?.children.map((child) => child.tag)).toContain(
      'fresh-help',
    );

    expect((await app.request('/__dev/reset', { method: 'POST' })).status).toBe(200);
    const after = (await (await app.request('/wps/system/notices', { headers: DEMO_HEADERS })).json()) as {
      value: { title: string }[];
    };
    expect(after.value.map((notice) => notice.title)).not.toContain('Fresh notice');
    expect(after.value).toHaveLength(10);
  });

  it('remove added content of the kind named, and nothing of another kind', async () => {
    const { app } = testGateway();
    const add = async (body: unknown) =>
      (
        (await (
          await app.request('/__dev/content', { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(body) })
        ).json()) as { value: { id: number } }
      ).value.id;
    const remove = (kind: string, id: number) => app.request(`/__dev/content/${kind}/${id}`, { method: 'DELETE' });
    const notice = await add({ kind: 'notice', title: 'Short-lived notice' });
    const promotion = await add({ kind: 'promotion', title: 'Short-lived promo', participation: 'apply' });
    const help = await add({ kind: 'help', parentTag: 'account', tag: 'short-lived', title: 'Short-lived help' });
    expect((await remove('promotion', notice)).status).toBe(404);
    expect((await remove('poster', notice)).status).toBe(404);
    for (const [kind, id] of [
      ['notice', notice],
      ['promotion', promotion],
      ['help', help],
    ] as const) {
      expect((await remove(kind, id)).status).toBe(200);
      expect((await remove(kind, id)).status).toBe(404);
    }
    const notices = (await (await app.request('/wps/system/notices', { headers: DEMO_HEADERS })).json()) as {
      value: { title: string }[];
    };
    expect(notices.value.map((item) => item.title)).not.toContain('Short-lived notice');
    const promotions = (await (await app.request('/wps/system/promotions', { headers: DEMO_HEADERS })).json()) as {
      value: { id: number }[];
    };
    expect(promotions.value.map((item) => item.id)).not.toContain(promotion);
    const topics = (await (await app.request('/wps/system/help', { headers: DEMO_HEADERS })).json()) as {
      value: { tag: string; children: { tag: string }[] }[];
    };
    expect(topics.value.flatMap((topic) => topic.children.map((child) => child.tag))).not.toContain('short-lived');
  });

  it('add a promotion that members take part in by application, by joining or by claiming', async () => {
    const { app } = testGateway();
    const add = async (body: unknown) =>
      (
        (await (
          await app.request('/__dev/content', { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(body) })
        ).json()) as { value: { id: number } }
      ).value.id;
    const ids = {
      apply: await add({ kind: 'promotion', title: 'By application', participation: 'apply' }),
      claim: await add({ kind: 'promotion', title: 'By claiming', participation: 'claim' }),
      none: await add({ kind: 'promotion', title: 'Without a rule' }),
    };
    const listed = (await (await app.request('/wps/system/promotions', { headers: DEMO_HEADERS })).json()) as {
      value: { id: number; participation: string; state: string }[];
    };
    const of = (id: number) => listed.value.find((promotion) => promotion.id === id);
    expect(of(ids.apply)).toMatchObject({ participation: 'apply', state: 'join' });
    expect(of(ids.claim)).toMatchObject({ participation: 'claim', state: 'claim' });
    expect(of(ids.none)).toMatchObject({ participation: 'join', state: 'join' });
    // Without an image of its own, a drawn cover.
    const cover = (listed.value as unknown as { id: number; announcementImages: { url: string }[] }[]).find(
      (promotion) => promotion.id === ids.none,
    )?.announcementImages[0]?.url;
    expect(cover).toBe(`/art/v2/promotion/${ids.none}-cover.svg`);
    expect((await app.request(cover as string)).status).toBe(200);
  });
});
