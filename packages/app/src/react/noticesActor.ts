import { noticesMachine } from '@wl/domain/notices-machine';
import { createActor } from 'xstate';
import { noticesActors } from '../actors/contentActors.ts';
import type { AppServices } from '../services/appServices.ts';
import { useAppServices } from './AppServicesContext.tsx';
import { sessionChanged, sharedActor } from './machines.ts';

const notices = (services: AppServices) => noticesMachine.provide(noticesActors(services.actorContext));

/**
 * Notices and unread counts, one actor for the page, reloaded whenever the session changes: a notice marked read on
 * the notice pages lowers the footer's count at once.
 */
export function useNoticesActor(chatEnabled: boolean) {
  const services = useAppServices();
  return sharedActor(services, 'notices', () => {
    const actor = createActor(notices(services), {
      input: { chatEnabled, sessionType: services.sessionView().sessionType },
    }).start();
    services.onSessionChange((view) => actor.send(sessionChanged(view)));
    return actor;
  });
}
