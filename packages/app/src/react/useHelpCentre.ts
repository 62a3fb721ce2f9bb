import { findHelpTopic, type HelpTopic, helpFooterLinks, helpTabIndex } from '@wl/domain/content';
import { helpCentreMachine } from '@wl/domain/help-centre-machine';
import { useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { createActor } from 'xstate';
import { helpCentreActors } from '../actors/contentActors.ts';
import type { AppServices } from '../services/appServices.ts';
import { useAppServices } from './AppServicesContext.tsx';
import { sharedActor } from './machines.ts';

const helpCentre = (services: AppServices) => helpCentreMachine.provide(helpCentreActors(services.actorContext));

/**
 * The help centre's topics, one actor for the page (the footer's help block and the help pages read the same list),
 * loaded again when the interface language changes.
 */
function useHelpCentreActor(onLanguageChange: (listener: () => void) => void) {
  const services = useAppServices();
  return sharedActor(services, 'helpCentre', () => {
    const actor = createActor(helpCentre(services)).start();
    onLanguageChange(() => actor.send({ type: 'LANGUAGE_CHANGED' }));
    return actor;
  });
}

export type { HelpTopic } from '@wl/domain/content';

export interface HelpCentre {
  state: 'loading' | 'loaded' | 'failed';
  topics: HelpTopic[];
  /** The load's error code. */
  error?: string;
  retry(): void;
}

/** The help centre's topics (GET /wps/system/help), one list for the page, loaded again in a new language. */
export function useHelpCentre(): HelpCentre {
  const { i18n } = useTranslation();
  const listen = useCallback((listener: () => void) => i18n.on('languageChanged', listener), [i18n]);
  const actor = useHelpCentreActor(listen);
  const topics = useSelector(actor, (snapshot) => snapshot.context.topics);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const state = useSelector(actor, (snapshot) =>
    snapshot.matches('failed') ? 'failed' : snapshot.matches('loaded') ? 'loaded' : 'loading',
  );
  const retry = useCallback(() => actor.send({ type: 'RETRY' }), [actor]);
  return { state, topics, ...(error ? { error } : {}), retry };
}

/** The tag of the tab /m/help opens on: ?i= by index, else ?tag= by tag, else the first (the domain's `helpTabIndex`). */
export function useInitialHelpTag(
  topics: readonly HelpTopic[],
  query: { i?: string; tag?: string },
): string | undefined {
  return useMemo(
    () =>
      topics[
        helpTabIndex(
          topics.map((topic) => topic.tag),
          query,
        )
      ]?.tag,
    [topics, query],
  );
}

/** The topic of /m/helpDetail?tag=, at any depth. */
export function useHelpTopic(topics: readonly HelpTopic[], tag: string | undefined): HelpTopic | undefined {
  return useMemo(() => (tag === undefined ? undefined : findHelpTopic(topics, tag)), [topics, tag]);
}

/** The footer's help block: a link per topic to /m/help?i={index}; empty (no block) without topics. */
export function useHelpFooterLinks(): { title: string; to: string }[] {
  const { topics } = useHelpCentre();
  return useMemo(() => helpFooterLinks(topics), [topics]);
}
