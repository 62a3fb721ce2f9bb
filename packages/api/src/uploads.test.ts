import { describe, expect, it } from 'vitest';
import { applyForPromotion, claimPromotion, listPromotions } from './content.ts';
import { listLotteryDraws } from './games.ts';
import { sendFeedback } from './member.ts';
import { fetchImageCdns } from './system.ts';
import { clientsAnswering, error, success } from './testing/stubGateway.ts';

const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00]);

const promotion = {
  id: 21,
  title: 'First deposit bonus',
  content: '<p>100%</p>',
  startDate: '2024-01-02T00:00:00.000Z',
  endDate: null,
  noExpiry: 1,
  announcementImages: [{ url: '/art/v1/promotion/21-cover.svg', sequence: 1 }],
  promoAnnouncementCategoryIds: ['MANUAL'],
  participation: 'apply',
  state: 'in process',
};

describe('promotion calls', () => {
  it('send an application as multipart/form-data: the id, the comment and each image as a file part', async () => {
    const { clients, seen } = clientsAnswering(() => success({ promotionId: 21, state: 'applying' }), {
      token: 'tkn_0123456789abcdef',
    });
    const picture = new File([PNG_BYTES], 'receipt.png', { type: 'image/png' });
    const result = await applyForPromotion(clients, { promotionId: 21, comment: 'Deposit made', images: [picture] });
    expect(result).toEqual({ ok: true, value: { promotionId: 21, state: 'applying' } });
    const request = seen[0];
    expect([request?.method, new URL(request?.url ?? '').pathname]).toEqual(['POST', '/wps/member/promotions/apply']);
    expect(request?.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.headers.get('Module-Id')).toBe('REWCEN3');
    const form = await request?.formData();
    expect([form?.get('promotionId'), form?.get('comment')]).toEqual(['21', 'Deposit made']);
    const images = (form?.getAll('images') ?? []) as File[];
    expect(images.map((image) => [image.name, image.type, image.size])).toEqual([['receipt.png', 'image/png', 9]]);
  });

  it('leave out a comment that was not given, and pass refusals on as their codes', async () => {
    const { clients, seen } = clientsAnswering(() => error('image.too.large', 413));
    expect(await applyForPromotion(clients, { promotionId: 3 })).toEqual({
      ok: false,
      error: { kind: 'server', code: 'image.too.large', status: 413 },
    });
    const form = await seen[0]?.formData();
    expect([...(form?.keys() ?? [])]).toEqual(['promotionId']);
  });

  it('claim with the promotion id as JSON', async () => {
    const { clients, seen } = clientsAnswering(() => success({ promotionId: 27, state: 'claimed' }));
    expect(await claimPromotion(clients, 27)).toEqual({ ok: true, value: { promotionId: 27, state: 'claimed' } });
    expect(await seen[0]?.json()).toEqual({ promotionId: 27 });
  });

  it('list promotions with their state, and take a state outside the documents’ ten as malformed', async () => {
    const { clients } = clientsAnswering(() => success([promotion]));
    expect(await listPromotions(clients)).toEqual({ ok: true, value: [promotion] });
    const odd = clientsAnswering(() => success([{ ...promotion, state: 'pending' }]));
    expect(await listPromotions(odd.clients)).toMatchObject({ ok: false, error: { kind: 'malformed' } });
  });
});

describe('feedback', () => {
  it('goes as JSON without images', async () => {
    const { clients, seen } = clientsAnswering(() => success(true));
    await sendFeedback(clients, 'Games load slowly tonight');
    expect(seen[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(await seen[0]?.json()).toEqual({ content: 'Games load slowly tonight' });
  });

  it('goes as multipart with images', async () => {
    const { clients, seen } = clientsAnswering(() => success(true));
    await sendFeedback(clients, 'Screenshot attached here', [new Blob([PNG_BYTES], { type: 'image/png' })]);
    expect([seen[0]?.method, seen[0]?.headers.get('Content-Type')]).toEqual([
      'PUT',
      expect.stringMatching(/^multipart\/form-data/),
    ]);
    const form = await seen[0]?.formData();
    expect(form?.get('content')).toBe('Screenshot attached here');
    expect(((form?.getAll('images') ?? []) as File[]).map((image) => image.size)).toEqual([9]);
  });
});

describe('image CDNs and lottery results', () => {
  it('read the CDN list and its fallback', async () => {
    const { clients, seen } = clientsAnswering(() => success({ cdns: ['/', '/art/mirror'], fallback: '/' }));
    expect(await fetchImageCdns(clients)).toEqual({ ok: true, value: { cdns: ['/', '/art/mirror'], fallback: '/' } });
    expect(new URL(seen[0]?.url ?? '').pathname).toBe('/wps/system/image-cdns');
  });

  it('ask each result list at its path, with the language', async () => {
    const draw = {
      lottCode: 'VN-HCM',
      name: 'Ho Chi Minh City',
      vassalage: 'TCG_LOTTO_VN',
      drawNumber: '20250224',
      drawTime: '2025-02-24T09:15:00.000Z',
      nextDrawTime: '2025-03-01T09:15:00.000Z',
      numbers: ['582907'],
      prizes: [{ tier: 'special', name: 'Special prize', numbers: ['582907'] }],
    };
    const { clients, seen } = clientsAnswering(() => success([draw]));
    expect(await listLotteryDraws(clients, 'recentVietnam', 'CN')).toEqual({ ok: true, value: [draw] });
    await listLotteryDraws(clients, 'numero');
    await listLotteryDraws(clients, 'vietnamNumero');
    expect(seen.map((request) => new URL(request.url).pathname)).toEqual([
      '/lgw/lottery/vn_recent_list',
      '/lgw/lottery/numero_list',
      '/lgw/lottery/vn_numero_list',
    ]);
    expect(new URL(seen[0]?.url ?? '').searchParams.get('language')).toBe('CN');
    const bad = clientsAnswering(() => success([{ ...draw, numbers: ['58-29'] }]));
    expect(await listLotteryDraws(bad.clients, 'numero')).toMatchObject({ ok: false, error: { kind: 'malformed' } });
  });
});
