import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { HelpTopic } from './content.ts';
import { DomainFailure } from './errorCode.ts';
import { helpCentreMachine } from './helpCentreMachine.ts';
import { settle, unprovided } from './testing/machineTest.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const topics: HelpTopic[] = [{ title: 'Deposits', content: '<p>How</p>', tag: 'deposit', children: [] }];

function start(load: () => Promise<HelpTopic[]>) {
  const loads = vi.fn(load);
  const actor = createActor(helpCentreMachine.provide({ actors: { loadHelpTopics: fromPromise(loads) } })).start();
  return { actor, loads, context: () => actor.getSnapshot().context };
}

describe('helpCentreMachine', () => {
  it('loads the topics once', async () => {
    const { actor, loads, context } = start(async () => topics);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(context()).toEqual({ topics: [] });
    await settle();
    expect(actor.getSnapshot().matches('loaded')).toBe(true);
    expect(context().topics).toEqual(topics);
    actor.send({ type: 'RETRY' });
    await settle();
    expect(loads).toHaveBeenCalledTimes(1);
  });

  it('shows the error code of a failed load, keeps the topics it had, and loads again on retry', async () => {
    let fail = false;
    const { actor, context, loads } = start(async () => {
      if (fail) throw new DomainFailure('network.offline');
      return topics;
    });
    await settle();
    fail = true;
    actor.send({ type: 'LANGUAGE_CHANGED' });
    await settle();
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(context()).toEqual({ topics, error: 'network.offline' });
    fail = false;
    actor.send({ type: 'RETRY' });
    await settle();
    expect(loads).toHaveBeenCalledTimes(3);
    expect(context()).toEqual({ topics });
  });

  it('loads the topics again when the language changes', async () => {
    const { actor, loads } = start(async () => topics);
    await settle();
    actor.send({ type: 'LANGUAGE_CHANGED' });
    await settle();
    expect(loads).toHaveBeenCalledTimes(2);
  });

  it('fails loudly, naming the call, until the app provides it', async () => {
    const { actor, names } = unprovided(helpCentreMachine);
    await settle();
    expect(names).toEqual(['loadHelpTopics']);
    expect(actor.getSnapshot().context.error).toBe('unknown.error');
  });
});
