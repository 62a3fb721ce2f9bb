import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Promotion } from './activityMachine.ts';
import { DomainFailure } from './errorCode.ts';
import type { ImageAttachment } from './forms/contentForms.ts';
import type { Navigation } from './navigation.ts';
import {
  keepImages,
  type PromotionDetailInput,
  promotionAction,
  promotionDetailMachine,
} from './promotionDetailMachine.ts';
import { settle, unprovided } from './testing/machineTest.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const promotion: Promotion = {
  id: 21,
  title: 'Weekly missions',
  content: '<p>Finish missions.</p>',
  startDate: '2026-01-02T00:00:00Z',
  endDate: null,
  noExpiry: 1,
  announcementImages: [],
  promoAnnouncementCategoryIds: ['MISSION_MANUAL'],
  participation: 'apply',
  state: 'join',
};
const png = (name: string, size = 1_000): ImageAttachment => ({ name, type: 'image/png', size });

interface Calls {
  load?: () => Promise<Promotion>;
  apply?: (input: { promotionId: number; comment: string; images: ImageAttachment[] }) => Promise<unknown>;
  claim?: () => Promise<unknown>;
}

function start(input: PromotionDetailInput, calls: Calls = {}) {
  const load = vi.fn(async (_: { promotionId: number }) => (calls.load ? calls.load() : promotion));
  const apply = vi.fn(async (application: { promotionId: number; comment: string; images: ImageAttachment[] }) => {
    await calls.apply?.(application);
    return { promotionId: application.promotionId, state: 'applying' as const };
  });
  const claim = vi.fn(async (request: { promotionId: number }) => {
    await calls.claim?.();
    return { promotionId: request.promotionId, state: 'claimed' as const };
  });
  const navigate = vi.fn((_: unknown, _navigation: Navigation) => {});
  const actor = createActor(
    promotionDetailMachine.provide({
      actors: {
        loadPromotion: fromPromise(({ input }) => load(input)),
        applyForPromotion: fromPromise(({ input }) => apply(input)),
        claimPromotion: fromPromise(({ input }) => claim(input)),
      },
      actions: { navigate },
    }),
    { input },
  ).start();
  const context = () => actor.getSnapshot().context;
  const navigations = () => navigate.mock.calls.map((call) => call[1]);
  return { actor, context, load, apply, claim, navigations };
}

describe('promotionDetailMachine: the page', () => {
  it('loads the promotion of ?id and shows its state', async () => {
    const { actor, context, load } = start({ promotionId: 21, sessionType: 0 });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(context()).toEqual({ promotionId: 21, sessionType: 0, comment: '', images: [], errors: {} });
    await settle();
    expect(load).toHaveBeenCalledWith({ promotionId: 21 });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(context().promotion).toEqual(promotion);
  });

  it('shows nothing to load without an id, and the error code of a failed load with a retry', async () => {
    const none = start({ sessionType: 0 });
    await settle();
    expect(none.actor.getSnapshot().matches('failed')).toBe(true);
    expect(none.load).not.toHaveBeenCalled();
    none.actor.send({ type: 'RETRY' });
    expect(none.actor.getSnapshot().matches('failed')).toBe(true);

    let fail = true;
    const failing = start(
      { promotionId: 9 },
      {
        load: async () => {
          if (fail) throw new DomainFailure('resource.not.found');
          return promotion;
        },
      },
    );
    await settle();
    expect(failing.actor.getSnapshot().matches('failed')).toBe(true);
    expect(failing.context().error).toBe('resource.not.found');
    fail = false;
    failing.actor.send({ type: 'RETRY' });
    await settle();
    expect(failing.actor.getSnapshot().matches('ready')).toBe(true);
    expect(failing.context().error).toBeUndefined();
  });

  it('reloads the state when the session changes', async () => {
    const { actor, load, context } = start({ promotionId: 21 });
    await settle();
    actor.send({ type: 'SESSION_CHANGED', sessionType: 0 });
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(context().sessionType).toBe(0);
  });
});

describe('promotionDetailMachine: applying', () => {
  it('sends the trimmed comment and the images, and shows the state the gateway answers', async () => {
    const { actor, context, apply } = start({ promotionId: 21, sessionType: 0 });
    await settle();
    actor.send({ type: 'EDIT_COMMENT', comment: '  my entry  ' });
    actor.send({ type: 'SET_IMAGES', images: [png('a.png')] });
    actor.send({ type: 'APPLY' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(apply).toHaveBeenCalledWith({ promotionId: 21, comment: 'my entry', images: [png('a.png')] });
    expect(context()).toMatchObject({ comment: '', images: [], done: 'applied', errors: {} });
    expect(context().promotion?.state).toBe('applying');
    actor.send({ type: 'EDIT_COMMENT', comment: 'x' });
    expect(context().done).toBeUndefined();
  });

  it('refuses a comment of 141 characters, keeping it, and takes one of 140', async () => {
    const { actor, context, apply } = start({ promotionId: 21, sessionType: 0 });
    await settle();
    actor.send({ type: 'EDIT_COMMENT', comment: 'a'.repeat(141) });
    actor.send({ type: 'APPLY' });
    await settle();
    expect(apply).not.toHaveBeenCalled();
    expect(context().errors).toEqual({ comment: { key: 'comment.tooLong', values: { max: 140 } } });
    expect(context().comment).toBe('a'.repeat(141));
    actor.send({ type: 'EDIT_COMMENT', comment: 'a'.repeat(140) });
    actor.send({ type: 'APPLY' });
    await settle();
    expect(apply).toHaveBeenCalledTimes(1);
    expect(context().errors).toEqual({});
  });

  it('keeps what was typed and picked when the gateway refuses, and shows its error code', async () => {
    const { actor, context } = start(
      { promotionId: 21, sessionType: 0 },
      {
        apply: async () => {
          throw new DomainFailure('promotion.state.invalid');
        },
      },
    );
    await settle();
    actor.send({ type: 'EDIT_COMMENT', comment: 'mine' });
    actor.send({ type: 'SET_IMAGES', images: [png('a.png')] });
    actor.send({ type: 'APPLY' });
    await settle();
    expect(context()).toMatchObject({
      comment: 'mine',
      images: [png('a.png')],
      error: 'promotion.state.invalid',
    });
    expect(context().done).toBeUndefined();
    expect(context().promotion?.state).toBe('join');
  });

  it('sends a visitor to /m/login and refuses a trial account without a call', async () => {
    const visitor = start({ promotionId: 21 });
    await settle();
    visitor.actor.send({ type: 'APPLY' });
    visitor.actor.send({ type: 'CLAIM' });
    expect(visitor.navigations()).toEqual([{ to: '/m/login' }, { to: '/m/login' }]);
    expect(visitor.apply).not.toHaveBeenCalled();
    expect(visitor.claim).not.toHaveBeenCalled();

    const trial = start({ promotionId: 21, sessionType: 4 });
    await settle();
    trial.actor.send({ type: 'APPLY' });
    expect(trial.context().error).toBe('trial.forbidden');
    const claimingTrial = start({ promotionId: 21, sessionType: 4 });
    await settle();
    claimingTrial.actor.send({ type: 'CLAIM' });
    expect(claimingTrial.context().error).toBe('trial.forbidden');
    expect(claimingTrial.claim).not.toHaveBeenCalled();
    expect(trial.apply).not.toHaveBeenCalled();
    expect(trial.claim).not.toHaveBeenCalled();
    expect(trial.navigations()).toEqual([]);
  });

  it('clears the last error when the application is sent again', async () => {
    let fail = true;
    const { actor, context } = start(
      { promotionId: 21, sessionType: 0 },
      {
        apply: async () => {
          if (fail) throw new DomainFailure('network.offline');
        },
      },
    );
    await settle();
    actor.send({ type: 'APPLY' });
    await settle();
    expect(context().error).toBe('network.offline');
    fail = false;
    actor.send({ type: 'APPLY' });
    expect(context().error).toBeUndefined();
    await settle();
    expect(context().done).toBe('applied');
  });

  it('clears a field error once the form passes', async () => {
    const { actor, context } = start({ promotionId: 21, sessionType: 0 });
    await settle();
    actor.send({ type: 'EDIT_COMMENT', comment: 'a'.repeat(141) });
    actor.send({ type: 'APPLY' });
    actor.send({ type: 'SET_IMAGES', images: [png('a.png')] });
    expect(context().errors).toEqual({ comment: { key: 'comment.tooLong', values: { max: 140 } } });
    actor.send({ type: 'EDIT_COMMENT', comment: 'ok' });
    actor.send({ type: 'APPLY' });
    expect(context().errors).toEqual({});
  });
});

describe('promotionDetailMachine: claiming', () => {
  it('claims and shows the state the gateway answers; a refusal shows its error code', async () => {
    const { actor, context, claim } = start({ promotionId: 27, sessionType: 0 });
    await settle();
    actor.send({ type: 'CLAIM' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(claim).toHaveBeenCalledWith({ promotionId: 27 });
    expect(context().promotion?.state).toBe('claimed');
    expect(context().done).toBe('claimed');

    const refused = start(
      { promotionId: 27, sessionType: 0 },
      {
        claim: async () => {
          throw new DomainFailure('promotion.state.invalid');
        },
      },
    );
    await settle();
    refused.actor.send({ type: 'CLAIM' });
    await settle();
    expect(refused.context().error).toBe('promotion.state.invalid');
    expect(refused.context().promotion?.state).toBe('join');
    expect(refused.actor.getSnapshot().matches('ready')).toBe(true);
    expect(refused.actor.getSnapshot().hasTag('busy')).toBe(false);
    refused.actor.send({ type: 'CLAIM' });
    expect(refused.context().error).toBeUndefined();
    await settle();
    expect(refused.claim).toHaveBeenCalledTimes(2);
  });

  it('clears the last error and the last success when the claim is sent again', async () => {
    let fail = true;
    const { actor, context } = start(
      { promotionId: 27, sessionType: 0 },
      {
        claim: async () => {
          if (fail) throw new DomainFailure('network.offline');
        },
      },
    );
    await settle();
    actor.send({ type: 'CLAIM' });
    await settle();
    expect(context().error).toBe('network.offline');
    fail = false;
    actor.send({ type: 'CLAIM' });
    expect(context().error).toBeUndefined();
    await settle();
    expect(context()).toMatchObject({ done: 'claimed' });
    expect(context().error).toBeUndefined();
    actor.send({ type: 'APPLY' });
    expect(context().done).toBeUndefined();
  });
});

describe('the images an application keeps', () => {
  it('keeps up to 3 PNG or JPG images of at most 5 MB (5,242,880 bytes) each, in order', () => {
    const jpg = { name: 'b.jpg', type: 'image/jpeg', size: 5_242_880 };
    expect(keepImages([png('a.png'), jpg])).toEqual({ kept: [png('a.png'), jpg] });
    expect(keepImages([png('a.png'), png('b.png'), png('c.png'), png('d.png')])).toEqual({
      kept: [png('a.png'), png('b.png'), png('c.png')],
      error: { key: 'images.count', values: { max: 3 } },
    });
  });

  it('refuses a GIF and a picture over 5 MB, naming the first refusal', () => {
    const gif = { name: 'c.gif', type: 'image/gif', size: 10 };
    const big = png('big.png', 5_242_881);
    expect(keepImages([gif, png('a.png'), big])).toEqual({ kept: [png('a.png')], error: { key: 'images.type' } });
    expect(keepImages([big, gif])).toEqual({ kept: [], error: { key: 'images.size', values: { max: 5 } } });
  });

  it('shows the refusal of the last pick and drops it once a pick is accepted', async () => {
    const { actor, context } = start({ promotionId: 21, sessionType: 0 });
    await settle();
    actor.send({ type: 'EDIT_COMMENT', comment: 'a'.repeat(141) });
    actor.send({ type: 'APPLY' });
    actor.send({ type: 'SET_IMAGES', images: [{ name: 'c.gif', type: 'image/gif', size: 10 }] });
    expect(context().images).toEqual([]);
    expect(context().errors).toEqual({
      comment: { key: 'comment.tooLong', values: { max: 140 } },
      images: { key: 'images.type' },
    });
    actor.send({ type: 'SET_IMAGES', images: [png('a.png')] });
    expect(context().images).toEqual([png('a.png')]);
    expect(context().errors).toEqual({ comment: { key: 'comment.tooLong', values: { max: 140 } } });
  });
});

describe('what a promotion page offers', () => {
  it('offers the form for join (apply or join), the claim for claim, and nothing for the other states', () => {
    expect(promotionAction({ state: 'join', participation: 'apply' })).toBe('apply');
    expect(promotionAction({ state: 'join', participation: 'join' })).toBe('join');
    expect(promotionAction({ state: 'claim', participation: 'claim' })).toBe('claim');
    expect(promotionAction({ state: 'claim', participation: 'join' })).toBe('claim');
    for (const state of [
      'applying',
      'closed',
      'rejected',
      'issued',
      'claimed',
      'in process',
      'joined',
      'coming soon',
    ] as const)
      expect(promotionAction({ state, participation: 'apply' }), state).toBe('none');
  });
});

describe('promotionDetailMachine: what the app provides', () => {
  it('fails loudly, naming each call, until the app provides it', async () => {
    const { actor, names } = unprovided(promotionDetailMachine, { input: { promotionId: 21, sessionType: 0 } });
    await settle();
    expect(names).toEqual(['loadPromotion']);
    expect(actor.getSnapshot().context.error).toBe('unknown.error');

    const calls = unprovided(
      promotionDetailMachine.provide({ actors: { loadPromotion: fromPromise(async () => promotion) } }),
      { input: { promotionId: 21, sessionType: 0 } },
    );
    await settle();
    calls.actor.send({ type: 'APPLY' });
    await settle();
    calls.actor.send({ type: 'CLAIM' });
    await settle();
    expect(calls.names).toEqual(['applyForPromotion', 'claimPromotion']);
  });

  it('stops with an error when the app has not provided navigation', async () => {
    const actor = createActor(
      promotionDetailMachine.provide({ actors: { loadPromotion: fromPromise(async () => promotion) } }),
      { input: { promotionId: 21 } },
    );
    actor.subscribe({ error: () => {} });
    actor.start();
    await settle();
    actor.send({ type: 'APPLY' });
    expect(actor.getSnapshot().status).toBe('error');
    expect(String(actor.getSnapshot().error)).toContain('"navigate" must be provided');
  });
});
