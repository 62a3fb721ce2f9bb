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
  const actor = createActor(
    activityMachine.provide({ actors: { loadPromotions: fromPromise(load) }, actions: { revealPromotion } }),
    { input },
  ).start();
  const revealed = () => revealPromotion.mock.calls.map((call) => call[1]);
  const opened = () => actor.getSnapshot().context.opened;
  return { actor, revealed, opened };
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
      { type: 'SELECT_CATEGORY', category: 'RAFFLE' },
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
    expect(promotionCategoryBar(actor.getSnapshot().context.categories)).toEqual(['LOGIN', 'RAFFLE']);
    const shown = () => promotionsShown(actor.getSnapshot().context).map((item) => item.id);
    expect(shown()).toEqual([1, 2, 3]);
    actor.send({ type: 'SELECT_CATEGORY', category: 'RAFFLE' });
    expect(shown()).toEqual([2, 3]);
    actor.send({ type: 'SELECT_CATEGORY', category: 'TICKET' });
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
});
