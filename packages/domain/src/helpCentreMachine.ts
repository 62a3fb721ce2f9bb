import { assign, setup } from 'xstate';
import type { HelpTopic } from './content.ts';
import { errorCodeOf } from './errorCode.ts';
import { notProvided } from './notProvided.ts';

export interface HelpCentreContext {
  topics: HelpTopic[];
  /** The last load's error code; the topics of an earlier load stay shown. */
  error?: string;
}

export type HelpCentreEvent = { type: 'RETRY' } | { type: 'LANGUAGE_CHANGED' };

/**
 * The help centre's topics (GET /wps/system/help), in the interface language: loaded once, again after a failure on
 * RETRY, and again when the language changes.
 */
export const helpCentreMachine = setup({
  types: {} as { context: HelpCentreContext; events: HelpCentreEvent },
  actors: {
    loadHelpTopics: notProvided<HelpTopic[], void>('loadHelpTopics'),
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the id is a label; no transition targets #helpCentre
  id: 'helpCentre',
  context: () => ({ topics: [] }),
  initial: 'loading',
  on: { LANGUAGE_CHANGED: { target: '.loading' } },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadHelpTopics',
        onDone: { target: 'loaded', actions: assign(({ event }) => ({ topics: event.output, error: undefined })) },
        onError: { target: 'failed', actions: assign(({ event }) => ({ error: errorCodeOf(event.error) })) },
      },
    },
    loaded: {},
    failed: {
      on: { RETRY: { target: 'loading' } },
    },
  },
});
