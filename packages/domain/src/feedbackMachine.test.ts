import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { DomainFailure } from './errorCode.ts';
import { type FeedbackInput, feedbackMachine } from './feedbackMachine.ts';
import type { ImageAttachment } from './forms/contentForms.ts';
import type { Navigation } from './navigation.ts';
import { settle, unprovided } from './testing/machineTest.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const png = (name: string): ImageAttachment => ({ name, type: 'image/png', size: 1_000 });

function start(input: FeedbackInput, send: () => Promise<void> = async () => {}) {
  const sent = vi.fn(async (_: { content: string; images: ImageAttachment[] }) => send());
  const navigate = vi.fn((_: unknown, _navigation: Navigation) => {});
  const actor = createActor(
    feedbackMachine.provide({
      actors: { sendFeedback: fromPromise(({ input: payload }) => sent(payload)) },
      actions: { navigate },
    }),
    { input },
  ).start();
  const context = () => actor.getSnapshot().context;
  const navigations = () => navigate.mock.calls.map((call) => call[1]);
  return { actor, context, sent, navigations };
}

describe('feedbackMachine', () => {
  it('sends the trimmed content with its images, shows "sent" for 1,000 ms, then ends', async () => {
    const { actor, sent, context } = start({ sessionType: 0 });
    expect(context()).toEqual({ sessionType: 0, content: '', images: [], errors: {} });
    actor.send({ type: 'EDIT', content: '  games load slowly  ' });
    actor.send({ type: 'SET_IMAGES', images: [png('a.png')] });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(sent).toHaveBeenCalledWith({ content: 'games load slowly', images: [png('a.png')] });
    expect(actor.getSnapshot().hasTag('sent')).toBe(true);
    await vi.advanceTimersByTimeAsync(999);
    expect(actor.getSnapshot().status).toBe('active');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('asks for 3 to 300 words, keeping what was typed', async () => {
    const { actor, context, sent } = start({ sessionType: 0 });
    actor.send({ type: 'EDIT', content: 'too short' });
    actor.send({ type: 'SUBMIT' });
    expect(context().errors).toEqual({ content: { key: 'feedback.length', values: { min: 3, max: 300 } } });
    expect(context().content).toBe('too short');
    actor.send({ type: 'EDIT', content: Array.from({ length: 301 }, () => 'w').join(' ') });
    actor.send({ type: 'SUBMIT' });
    expect(context().errors.content?.key).toBe('feedback.length');
    expect(sent).not.toHaveBeenCalled();
    actor.send({ type: 'EDIT', content: Array.from({ length: 300 }, () => 'w').join(' ') });
    actor.send({ type: 'SUBMIT' });
    expect(context().errors).toEqual({});
    await settle();
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('keeps up to 3 images and says why it refused one', () => {
    const { actor, context } = start({ sessionType: 0 });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'SET_IMAGES', images: [png('a'), png('b'), png('c'), png('d')] });
    expect(context().images).toEqual([png('a'), png('b'), png('c')]);
    expect(context().errors).toMatchObject({
      content: { key: 'feedback.length' },
      images: { key: 'images.count', values: { max: 3 } },
    });
    actor.send({ type: 'SET_IMAGES', images: [png('a')] });
    expect(context().images).toEqual([png('a')]);
    expect(Object.keys(context().errors)).toEqual(['content']);
  });

  it('keeps what was typed when the gateway refuses, and clears the error on the next attempt', async () => {
    let fail = true;
    const { actor, context } = start({ sessionType: 0 }, async () => {
      if (fail) throw new DomainFailure('rate.limited');
    });
    actor.send({ type: 'EDIT', content: 'one two three' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(actor.getSnapshot().hasTag('sent')).toBe(false);
    expect(context()).toMatchObject({ content: 'one two three', error: 'rate.limited' });
    fail = false;
    actor.send({ type: 'SUBMIT' });
    expect(context().error).toBeUndefined();
    await settle();
    expect(actor.getSnapshot().hasTag('sent')).toBe(true);
  });

  it('clears the call error when the form is refused on the next attempt', async () => {
    const { actor, context } = start({ sessionType: 0 }, async () => {
      throw new DomainFailure('rate.limited');
    });
    actor.send({ type: 'EDIT', content: 'one two three' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    actor.send({ type: 'EDIT', content: 'one' });
    actor.send({ type: 'SUBMIT' });
    expect(context().error).toBeUndefined();
  });

  it('sends a visitor to /m/login and refuses a trial account without a call; a login lets the member send', async () => {
    const visitor = start({});
    visitor.actor.send({ type: 'EDIT', content: 'one two three' });
    visitor.actor.send({ type: 'SUBMIT' });
    expect(visitor.navigations()).toEqual([{ to: '/m/login' }]);
    expect(visitor.sent).not.toHaveBeenCalled();
    visitor.actor.send({ type: 'SESSION_CHANGED', sessionType: 0 });
    visitor.actor.send({ type: 'SUBMIT' });
    await settle();
    expect(visitor.sent).toHaveBeenCalledTimes(1);

    const trial = start({ sessionType: 4 });
    trial.actor.send({ type: 'EDIT', content: 'one two three' });
    trial.actor.send({ type: 'SUBMIT' });
    expect(trial.context().error).toBe('trial.forbidden');
    expect(trial.sent).not.toHaveBeenCalled();
    expect(trial.navigations()).toEqual([]);
  });
});

describe('feedbackMachine: what the app provides', () => {
  it('fails loudly, naming the call, until the app provides it', async () => {
    const { actor, names } = unprovided(feedbackMachine, { input: { sessionType: 0 } });
    actor.send({ type: 'EDIT', content: 'one two three' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(names).toEqual(['sendFeedback']);
    expect(actor.getSnapshot().context.error).toBe('unknown.error');
  });

  it('stops with an error when the app has not provided navigation', () => {
    const actor = createActor(feedbackMachine, { input: {} });
    actor.subscribe({ error: () => {} });
    actor.start();
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().status).toBe('error');
    expect(String(actor.getSnapshot().error)).toContain('"navigate" must be provided');
  });
});
