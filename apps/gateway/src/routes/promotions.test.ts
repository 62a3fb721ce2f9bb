import { describe, expect, it } from 'vitest';
import { claimEntry } from '../db/queries/promotions.ts';
import { openSession } from '../http/session.ts';
import { DEMO_HEADERS, testGateway } from '../testGateway.ts';

/** A 1×1 PNG and the first bytes of a JPEG: what the gateway tells the types by. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
const MB5 = 5_242_880;

/** A PNG padded to `size` bytes: still a PNG by its first bytes. */
function pngOf(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  PNG.copy(bytes);
  return bytes;
}

interface Promotion {
  id: number;
  title: string;
  participation: string;
  state: string;
}

function gateway() {
  const { app, db } = testGateway();
  const id = (username: string) => Number(db.prepare('SELECT id FROM member WHERE username = ?').get(username)?.id);
  const trialId = Number(
    db
      .prepare(
        "INSERT INTO member (merchant_code, username, password_hash, type, created_at) VALUES ('DEMO', 'trial_9', 'x', 4, ?)",
      )
      .run(Date.now()).lastInsertRowid,
  );
  const tokens = {
    demo: openSession(db, id('demo01'), 'DEMO', Date.now()).token,
    agent: openSession(db, id('agent01'), 'DEMO', Date.now()).token,
    trial: openSession(db, trialId, 'DEMO', Date.now()).token,
  };
  const answer = async (response: Response) => ({
    status: response.status,
    ...((await response.json()) as { value?: unknown; errorCode?: string }),
  });
  const send = async (path: string, init: { method?: string; body?: BodyInit; type?: string; token?: string } = {}) =>
    answer(
      await app.request(path, {
        method: init.method ?? 'GET',
        headers: {
          ...DEMO_HEADERS,
          ...(init.token ? { Authorization: init.token } : {}),
          ...(init.type ? { 'Content-Type': init.type } : {}),
        },
        ...(init.body === undefined ? {} : { body: init.body }),
      }),
    );
  const promotions = async (token?: string) =>
    (await send('/wps/system/promotions', token ? { token } : {})).value as Promotion[];
  const promotionId = (title: string) =>
    Number(db.prepare("SELECT id FROM announcement WHERE type = 'PR' AND title = ?").get(title)?.id);
  const form = (fields: Record<string, string>, images: { bytes: Buffer; type?: string }[] = []) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    images.forEach((image, index) => {
      body.append(
        'images',
        new Blob([new Uint8Array(image.bytes)], image.type === undefined ? {} : { type: image.type }),
        `p${index}`,
      );
    });
    return body;
  };
  const apply = (token: string, fields: Record<string, string>, images: { bytes: Buffer; type?: string }[] = []) =>
    send('/wps/member/promotions/apply', { method: 'POST', token, body: form(fields, images) });
  const claim = (token: string, promotionId: number) =>
    send('/wps/member/promotions/claim', {
      method: 'POST',
      token,
      type: 'application/json',
      body: JSON.stringify({ promotionId }),
    });
  const stored = () => ({
    entries: Number(db.prepare('SELECT count(*) AS n FROM promotion_entry').get()?.n),
    images: Number(db.prepare('SELECT count(*) AS n FROM uploaded_image').get()?.n),
    feedback: Number(db.prepare('SELECT count(*) AS n FROM feedback').get()?.n),
  });
  return { app, db, tokens, send, promotions, promotionId, form, apply, claim, stored };
}

const stateOf = (list: Promotion[], title: string) => list.find((item) => item.title === title)?.state;

describe('promotions with their state', () => {
  it('show demo01 every activity state of the documents', async () => {
    const { promotions, tokens } = gateway();
    const list = await promotions(tokens.demo);
    expect(new Set(list.map((item) => item.state))).toEqual(
      new Set([
        'join',
        'claim',
        'applying',
        'closed',
        'rejected',
        'issued',
        'claimed',
        'in process',
        'joined',
        'coming soon',
      ]),
    );
    expect(stateOf(list, 'First deposit bonus')).toBe('applying');
    expect(stateOf(list, 'Ticket tournament')).toBe('claim');
    expect(stateOf(list, 'Weekly missions')).toBe('join');
  });

  it('show visitors the public state: join, claim, closed or coming soon, never a member’s', async () => {
    const { promotions } = gateway();
    const list = await promotions();
    expect(stateOf(list, 'First deposit bonus')).toBe('join');
    expect(stateOf(list, 'Daily login reward')).toBe('claim');
    expect(stateOf(list, 'Lunar New Year red packets')).toBe('closed');
    expect(stateOf(list, 'Mid-autumn mooncake festival')).toBe('coming soon');
    expect(new Set(list.map((item) => item.state))).toEqual(new Set(['join', 'claim', 'closed', 'coming soon']));
  });

  it('cover every promotion category and say which need an application', async () => {
    const { promotions } = gateway();
    const list = (await promotions()) as (Promotion & { promoAnnouncementCategoryIds: string[] })[];
    expect(new Set(list.flatMap((item) => item.promoAnnouncementCategoryIds))).toEqual(
      new Set(['LOGIN', 'MANUAL', 'RAFFLE', 'UPGRADE_BONUS', 'MISSION_MANUAL', 'TICKET', 'REFERRAL']),
    );
    expect(list.find((item) => item.title === 'Weekly missions')?.participation).toBe('apply');
    expect(list.find((item) => item.title === 'Lucky draw')?.participation).toBe('join');
  });
});

describe('applying for a promotion', () => {
  it('stores the comment and the images, and the member’s state becomes applying', async () => {
    const { apply, tokens, promotionId, promotions, db } = gateway();
    const id = promotionId('Weekly missions');
    const answer = await apply(tokens.demo, { promotionId: String(id), comment: '  Mission 3 done  ' }, [
      { bytes: PNG, type: 'image/png' },
      { bytes: JPEG, type: 'image/jpeg' },
    ]);
    expect(answer).toMatchObject({ status: 200, value: { promotionId: id, state: 'applying' } });
    expect(stateOf(await promotions(tokens.demo), 'Weekly missions')).toBe('applying');
    const entry = db.prepare('SELECT id, comment, state FROM promotion_entry WHERE announcement_id = ?').get(id);
    expect(entry).toMatchObject({ comment: 'Mission 3 done', state: 'applying' });
    const images = db
      .prepare('SELECT content_type, size, bytes FROM uploaded_image WHERE promotion_entry_id = ? ORDER BY sequence')
      .all(Number(entry?.id));
    expect(images.map((row) => [row.content_type, row.size])).toEqual([
      ['image/png', PNG.length],
      ['image/jpeg', JPEG.length],
    ]);
    expect(Buffer.from(images[0]?.bytes as Uint8Array).equals(PNG)).toBe(true);
  });

  it('joins at once a promotion that needs no application, and refuses a second try', async () => {
    const { apply, tokens, promotionId } = gateway();
    const id = String(promotionId('Lucky draw'));
    expect(await apply(tokens.agent, { promotionId: id })).toMatchObject({ status: 200, value: { state: 'joined' } });
    expect(await apply(tokens.agent, { promotionId: id })).toMatchObject({
      status: 409,
      errorCode: 'promotion.state.invalid',
    });
  });

  it('takes a comment of 140 characters and 3 images of 5 MB each', async () => {
    const { apply, tokens, promotionId } = gateway();
    const answer = await apply(
      tokens.demo,
      { promotionId: String(promotionId('Weekly missions')), comment: 'x'.repeat(140) },
      [{ bytes: pngOf(MB5) }, { bytes: pngOf(MB5) }, { bytes: pngOf(MB5), type: 'image/png' }],
    );
    expect(answer).toMatchObject({ status: 200, value: { state: 'applying' } });
  });

  it('refuses a longer comment, more images, other types and larger images, storing nothing', async () => {
    const { apply, tokens, promotionId, stored } = gateway();
    const before = stored();
    const promotion = String(promotionId('Weekly missions'));
    const cases: [Record<string, string>, { bytes: Buffer; type?: string }[], number, string][] = [
      [{ promotionId: promotion, comment: 'x'.repeat(141) }, [], 400, 'comment.too.long'],
      [{ promotionId: promotion }, [PNG, PNG, PNG, PNG].map((bytes) => ({ bytes })), 400, 'image.count.exceeded'],
      [{ promotionId: promotion }, [{ bytes: GIF, type: 'image/gif' }], 400, 'image.type.invalid'],
      [{ promotionId: promotion }, [{ bytes: GIF, type: 'image/png' }], 400, 'image.type.invalid'],
      [{ promotionId: promotion }, [{ bytes: PNG, type: 'image/jpeg' }], 400, 'image.type.invalid'],
      [{ promotionId: promotion }, [{ bytes: PNG }, { bytes: pngOf(MB5 + 1) }], 413, 'image.too.large'],
      [{ promotionId: promotion, extra: '1' }, [], 400, 'request.invalid'],
    ];
    for (const [fields, images, status, code] of cases) {
      expect(await apply(tokens.demo, fields, images), code).toMatchObject({ status, errorCode: code });
    }
    expect(stored()).toEqual(before);
  });

  it('refuses promotions not open to the member, unknown ones, visitors and trials', async () => {
    const { apply, tokens, promotionId, stored } = gateway();
    const before = stored();
    for (const title of [
      'Mid-autumn mooncake festival',
      'Lunar New Year red packets',
      'Daily login reward',
      'Refer a friend',
    ]) {
      expect(await apply(tokens.demo, { promotionId: String(promotionId(title)) }), title).toMatchObject({
        status: 409,
        errorCode: 'promotion.state.invalid',
      });
    }
    expect(await apply(tokens.demo, { promotionId: '999999' })).toMatchObject({ status: 404 });
    expect(await apply('', { promotionId: String(promotionId('Weekly missions')) })).toMatchObject({ status: 401 });
    expect(await apply(tokens.trial, { promotionId: String(promotionId('Weekly missions')) })).toMatchObject({
      status: 403,
      errorCode: 'trial.forbidden',
    });
    expect(stored()).toEqual(before);
  });
});

describe('claiming a promotion', () => {
  it('moves claim to claimed once, for an entry and for a claim-only promotion', async () => {
    const { claim, tokens, promotionId, promotions } = gateway();
    const tournament = promotionId('Ticket tournament');
    expect(await claim(tokens.demo, tournament)).toMatchObject({ status: 200, value: { state: 'claimed' } });
    expect(await claim(tokens.demo, tournament)).toMatchObject({ status: 409, errorCode: 'promotion.state.invalid' });
    const login = promotionId('Daily login reward');
    expect(await claim(tokens.demo, login)).toMatchObject({
      status: 200,
      value: { promotionId: login, state: 'claimed' },
    });
    const list = await promotions(tokens.demo);
    expect([stateOf(list, 'Ticket tournament'), stateOf(list, 'Daily login reward')]).toEqual(['claimed', 'claimed']);
    // Another member's state is untouched.
    expect(stateOf(await promotions(tokens.agent), 'Daily login reward')).toBe('claim');
  });

  it('claims in one update that checks the state it read, so a claim racing a change of state does nothing', () => {
    const { db, promotionId } = gateway();
    const demo = Number(db.prepare("SELECT id FROM member WHERE username = 'demo01'").get()?.id);
    // The route read claim; by the time of the update the entry is applying (an operator's change, say).
    expect(claimEntry(db, demo, promotionId('First deposit bonus'), false, Date.now())).toBe(false);
    expect(
      db.prepare('SELECT state FROM promotion_entry WHERE announcement_id = ?').get(promotionId('First deposit bonus'))
        ?.state,
    ).toBe('applying');
  });

  it('refuses any state but claim', async () => {
    const { claim, tokens, promotionId } = gateway();
    for (const title of [
      'First deposit bonus',
      'Weekly missions',
      'VIP upgrade bonus',
      'Mid-autumn mooncake festival',
    ]) {
      expect(await claim(tokens.demo, promotionId(title)), title).toMatchObject({
        status: 409,
        errorCode: 'promotion.state.invalid',
      });
    }
    expect(await claim(tokens.demo, 999_999)).toMatchObject({ status: 404, errorCode: 'resource.not.found' });
  });
});

describe('feedback with images', () => {
  it('stores the content with up to 3 images sent as multipart', async () => {
    const { send, form, tokens, db } = gateway();
    const answer = await send('/wps/member/feedback', {
      method: 'PUT',
      token: tokens.demo,
      body: form({ content: 'The fishing games freeze on load' }, [{ bytes: PNG }, { bytes: JPEG }, { bytes: PNG }]),
    });
    expect(answer).toMatchObject({ status: 200, value: true });
    const feedback = db.prepare('SELECT id, content FROM feedback ORDER BY id DESC').get();
    expect(feedback?.content).toBe('The fishing games freeze on load');
    const images = db
      .prepare('SELECT content_type FROM uploaded_image WHERE feedback_id = ?')
      .all(Number(feedback?.id));
    expect(images.map((row) => row.content_type)).toEqual(['image/png', 'image/jpeg', 'image/png']);
  });

  it('keeps the word limits of 3 to 300 and the image limits, storing nothing when refused', async () => {
    const { send, form, tokens, stored } = gateway();
    const before = stored();
    const put = (body: FormData) => send('/wps/member/feedback', { method: 'PUT', token: tokens.demo, body });
    expect(await put(form({ content: 'Too short' }))).toMatchObject({ status: 400, errorCode: 'feedback.length' });
    expect(await put(form({ content: 'word '.repeat(301) }))).toMatchObject({ errorCode: 'feedback.length' });
    expect(
      await put(
        form(
          { content: 'Four images are many' },
          [PNG, PNG, PNG, PNG].map((bytes) => ({ bytes })),
        ),
      ),
    ).toMatchObject({
      status: 400,
      errorCode: 'image.count.exceeded',
    });
    expect(await put(form({ content: 'A gif is refused' }, [{ bytes: GIF }]))).toMatchObject({
      errorCode: 'image.type.invalid',
    });
    expect(await put(form({ content: 'A large picture here' }, [{ bytes: pngOf(MB5 + 1) }]))).toMatchObject({
      status: 413,
      errorCode: 'image.too.large',
    });
    expect(stored()).toEqual(before);
    expect(await put(form({ content: 'Exactly three words' }))).toMatchObject({ status: 200 });
  });

  it('still takes JSON without images', async () => {
    const { send, tokens } = gateway();
    const answer = await send('/wps/member/feedback', {
      method: 'PUT',
      token: tokens.demo,
      type: 'application/json',
      body: JSON.stringify({ content: 'Plain text feedback works' }),
    });
    expect(answer).toMatchObject({ status: 200 });
  });

  it('keeps the 64 kB limit for JSON bodies', async () => {
    const { send, tokens } = gateway();
    const answer = await send('/wps/member/feedback', {
      method: 'PUT',
      token: tokens.demo,
      type: 'application/json',
      body: JSON.stringify({ content: 'a '.repeat(40_000) }),
    });
    expect(answer).toMatchObject({ status: 413, errorCode: 'request.too.large' });
  });
});

describe('image CDNs', () => {
  it('answer the gateway’s own origin and its mirror, which serves the same pictures', async () => {
    const { send, app } = gateway();
    expect(await send('/wps/system/image-cdns')).toMatchObject({
      status: 200,
      value: { cdns: ['/', '/art/mirror'], fallback: '/' },
    });
    const direct = await app.request('/art/v2/game/1.svg');
    const mirrored = await app.request('/art/mirror/art/v2/game/1.svg');
    expect(mirrored.status).toBe(200);
    expect(await mirrored.text()).toBe(await direct.text());
  });

  it('follow the merchant setting, leaving out anything that is not a path or an https URL', async () => {
    const { send } = gateway();
    const change = await send('/__dev/merchant', {
      method: 'PUT',
      type: 'application/json',
      body: JSON.stringify({
        settings: {
          imageCdns: 'https://img.example.test/demo, /offline javascript:alert(1) //evil.test http://plain.test',
        },
      }),
    });
    expect(change.status).toBe(200);
    expect(await send('/wps/system/image-cdns')).toMatchObject({
      value: { cdns: ['https://img.example.test/demo', '/offline'], fallback: '/' },
    });
  });
});
