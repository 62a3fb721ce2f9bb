import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  type ActivityInput,
  activityMachine,
  type Promotion,
  type PromotionList,
  promotionCategoryBar,
  promotionsShown,
} from './activityMachine.ts';
import { DomainFailure } from './errorCode.ts';
import type { Navigation } from './navigation.ts';
import { settle, unprovided } from './testing/machineTest.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const promotion = (id: number, categories: Promotion['promoAnnouncementCategoryIds']): Promotion => ({
  id,
  title: `Promotion ${id}`,
  content: '<p>x</p>',
  startDate: '2026-11-01',
  endDate: null,
  noExpiry: 1,
  announcementImages: [],
  promoAnnouncementCategoryIds: categories,
  participation: 'apply',
  state: 'join',
});
const list: PromotionList = {
  promotions: [promotion(1, ['LOGIN']), promotion(2, ['MANUAL', 'RAFFLE']), promotion(3, ['RAFFLE'])],
  categories: [
    { category: 'LOGIN', enabled: true, count: 1 },
    { category: 'MANUAL', enabled: false, count: 1 },
    { category: 'RAFFLE', enabled: true, count: 2 },
  ],
};

function start(input: ActivityInput, load: () => Promise<PromotionList> = async () => list) {
  const revealPromotion = vi.fn((_: unknown, _promotion: { id: number }) => {});
  const navigate = vi.fn((_: unknown, _navigation: Navigation) => {});
  const loads = vi.fn(load);
  const actor = createActor(
    activityMachine.provide({
      actors: { loadPromotions: fromPromise(loads) },
      actions: { revealPromotion, navigate },
    }),
    { input },
  ).start();
  const revealed = () => revealPromotion.mock.calls.map((call) => call[1]);
  const navigations = () => navigate.mock.calls.map((call) => call[1]);
  const opened = () => actor.getSnapshot().context.opened;
  return { actor, revealed, opened, navigations, loads };
}

describe('activityMachine', () => {
  it('scrolls to and opens the promotion of ?id 500 ms after the list has loaded, not before', async () => {
    const { actor, revealed, opened } = start({ promotionId: 2 }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return list;
    });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(actor.getSnapshot().context).toEqual({ promotionId: 2, promotions: [], categories: [] });
    await vi.advanceTimersByTimeAsync(300);
    expect(actor.getSnapshot().context.promotions).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(499);
    expect(opened()).toBeUndefined();
    expect(revealed()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(opened()).toBe(2);
    expect(revealed()).toEqual([{ id: 2 }]);
    expect(actor.getSnapshot().matches({ loaded: 'shown' })).toBe(true);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(revealed()).toHaveLength(1);
  });

  it('opens nothing without an id, or with one that is not in the list', async () => {
    for (const input of [{}, { promotionId: 9 }]) {
      const { revealed, opened } = start(input);
      await vi.advanceTimersByTimeAsync(5_000);
      expect(opened()).toBeUndefined();
      expect(revealed()).toEqual([]);
    }
  });

  it("lets the person's own choice win over an opening still to come", async () => {
    for (const choice of [
      { type: 'OPEN', id: 3 },
      { type: 'CLOSE' },
      { type: 'SELECT_CATEGORY', category: 'LIMITED' },
    ] as const) {
      const { actor, revealed, opened } = start({ promotionId: 1 });
      await vi.advanceTimersByTimeAsync(499);
      actor.send(choice);
      await vi.advanceTimersByTimeAsync(5_000);
      expect(revealed(), choice.type).toEqual([]);
      expect(opened(), choice.type).toBe(choice.type === 'OPEN' ? 3 : undefined);
    }
  });

  it('opens and closes a promotion, and filters the list by the category bar', async () => {
    const { actor, opened } = start({});
    actor.send({ type: 'OPEN', id: 1 });
    expect(opened()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'OPEN', id: 1 });
    expect(opened()).toBe(1);
    actor.send({ type: 'CLOSE' });
    expect(opened()).toBeUndefined();
    const shown = () => promotionsShown(actor.getSnapshot().context).map((item) => item.id);
    expect(shown()).toEqual([1, 2, 3]);
    actor.send({ type: 'SELECT_CATEGORY', category: 'LIMITED' });
    expect(shown()).toEqual([2, 3]);
    actor.send({ type: 'SELECT_CATEGORY', category: 'DAILY' });
    expect(shown()).toEqual([1]);
    actor.send({ type: 'SELECT_CATEGORY', category: 'SPECIAL' });
    expect(shown()).toEqual([2]);
    actor.send({ type: 'SELECT_CATEGORY', category: 'VIP' });
    expect(shown()).toEqual([]);
    actor.send({ type: 'SELECT_CATEGORY' });
    expect(shown()).toEqual([1, 2, 3]);
  });

  it('stops with an error when the app has not provided the scrolling', async () => {
    const actor = createActor(activityMachine.provide({ actors: { loadPromotions: fromPromise(async () => list) } }), {
      input: { promotionId: 1 },
    });
    actor.subscribe({ error: () => {} });
    actor.start();
    await vi.advanceTimersByTimeAsync(500);
    expect(actor.getSnapshot().status).toBe('error');
    expect(String(actor.getSnapshot().error)).toContain('"revealPromotion" must be provided');
  });

  it('shows the error code when the list does not load, and opens nothing', async () => {
    const { actor, revealed } = start({ promotionId: 1 }, async () => {
      throw new DomainFailure('network.offline');
    });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(actor.getSnapshot().context).toMatchObject({ error: 'network.offline', promotions: [] });
    expect(revealed()).toEqual([]);
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
  });
});

describe('activityMachine: what the app provides', () => {
  it('fails loudly, naming the promotions call when the app has not provided it', async () => {
    const { actor, names } = unprovided(activityMachine, { input: {} });
    await settle();
    expect(names).toEqual(['loadPromotions']);
    expect(actor.getSnapshot().context.error).toBe('unknown.error');
  });

  it('stops with an error when the app has not provided navigation', async () => {
    const actor = createActor(
      activityMachine.provide({
        actors: { loadPromotions: fromPromise(async () => list) },
        actions: { revealPromotion: () => {} },
      }),
      { input: {} },
    );
    actor.subscribe({ error: () => {} });
    actor.start();
    await settle();
    actor.send({ type: 'ACT', id: 1 });
    expect(actor.getSnapshot().status).toBe('error');
    expect(String(actor.getSnapshot().error)).toContain('"navigate" must be provided');
  });
});

describe('the promotion category bar', () => {
  const all = (enabled: boolean) =>
    (['LOGIN', 'MANUAL', 'RAFFLE', 'UPGRADE_BONUS', 'MISSION_MANUAL', 'TICKET', 'REFERRAL'] as const).map(
      (category) => ({ category, enabled, count: 1 }),
    );

  it("offers newbie, limited, special, daily, high rebate and VIP, in the documents' order", () => {
    expect(promotionCategoryBar(all(true))).toEqual(['NEWBIE', 'LIMITED', 'SPECIAL', 'DAILY', 'HIGH_REBATE', 'VIP']);
    expect(promotionCategoryBar(all(false))).toEqual([]);
  });

  it("offers a bar category only when one of the merchant's categories under it is enabled", () => {
    expect(promotionCategoryBar(list.categories)).toEqual(['LIMITED', 'DAILY']);
    expect(promotionCategoryBar([{ category: 'TICKET', enabled: true, count: 0 }])).toEqual(['LIMITED']);
    expect(promotionCategoryBar([{ category: 'REFERRAL', enabled: true, count: 0 }])).toEqual(['NEWBIE']);
    expect(promotionCategoryBar([{ category: 'MISSION_MANUAL', enabled: true, count: 0 }])).toEqual(['HIGH_REBATE']);
    expect(promotionCategoryBar([{ category: 'UPGRADE_BONUS', enabled: true, count: 0 }])).toEqual(['VIP']);
    expect(promotionCategoryBar([{ category: 'MANUAL', enabled: true, count: 0 }])).toEqual(['SPECIAL']);
  });

  it('files each promotion under the bar category of any of its categories', () => {
    const promotions = [
      promotion(1, ['REFERRAL']),
      promotion(2, ['MISSION_MANUAL', 'TICKET']),
      promotion(3, ['UPGRADE_BONUS']),
    ];
    const ids = (category: Parameters<typeof promotionsShown>[0]['category']) =>
      promotionsShown({ promotions, category }).map((item) => item.id);
    expect(ids('NEWBIE')).toEqual([1]);
    expect(ids('HIGH_REBATE')).toEqual([2]);
    expect(ids('LIMITED')).toEqual([2]);
    expect(ids('VIP')).toEqual([3]);
    expect(ids(undefined)).toEqual([1, 2, 3]);
  });
});

describe('activityMachine: join and claim from the list', () => {
  it('sends a visitor to /m/login and a member to the promotion page /m/activityDetail?id=', async () => {
    const visitor = start({});
    await settle();
    visitor.actor.send({ type: 'ACT', id: 2 });
    expect(visitor.navigations()).toEqual([{ to: '/m/login' }]);
    const member = start({ sessionType: 0 });
    member.actor.send({ type: 'ACT', id: 2 });
    expect(member.navigations()).toEqual([{ to: '/m/activityDetail?id=2' }]);
    const trial = start({ sessionType: 4 });
    trial.actor.send({ type: 'ACT', id: 3 });
    expect(trial.navigations()).toEqual([{ to: '/m/activityDetail?id=3' }]);
  });

  it('reloads the states when the session changes, keeping the category and an opening still to come', async () => {
    const { actor, loads, revealed, navigations } = start({ promotionId: 3 });
    await settle();
    actor.send({ type: 'SESSION_CHANGED', sessionType: 0 });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await settle();
    expect(loads).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(500);
    expect(revealed()).toEqual([{ id: 3 }]);
    actor.send({ type: 'SELECT_CATEGORY', category: 'LIMITED' });
    actor.send({ type: 'ACT', id: 1 });
    expect(navigations()).toEqual([{ to: '/m/activityDetail?id=1' }]);
    actor.send({ type: 'SESSION_CHANGED' });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(loads).toHaveBeenCalledTimes(3);
    expect(revealed()).toHaveLength(1);
    expect(actor.getSnapshot().context).toMatchObject({ category: 'LIMITED', opened: 3 });
    actor.send({ type: 'ACT', id: 1 });
    expect(navigations()).toEqual([{ to: '/m/activityDetail?id=1' }, { to: '/m/login' }]);
  });

  it('clears the error of a failed load once a reload succeeds', async () => {
    let fail = true;
    const { actor } = start({}, async () => {
      if (fail) throw new DomainFailure('network.offline');
      return list;
    });
    await settle();
    expect(actor.getSnapshot().context.error).toBe('network.offline');
    fail = false;
    actor.send({ type: 'SESSION_CHANGED', sessionType: 0 });
    await settle();
    expect(actor.getSnapshot().context.error).toBeUndefined();
    expect(actor.getSnapshot().context.promotions).toHaveLength(3);
  });
});
