import { noticesUnreadTotal } from '@wl/domain/notices-machine';
import { footerBadge } from '@wl/domain/unread';
import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { useNoticesActor } from './noticesActor.ts';
import { useMerchantSettings } from './useMerchantSettings.ts';

export interface UnreadBadge {
  /** The total unread count as the footer shows it: "" at 0, the number up to 99, then "99+". */
  text: string;
  /** Asks again (throttled 250 ms): after the player has read something elsewhere. */
  refresh(): void;
}

/**
 * The footer's unread total: unread announcements, inbox and (with CBS3) chat, for the session logged in now;
 * nothing for visitors and trial accounts (the notices machine's `noticesUnreadTotal`, worded by `footerBadge`).
 */
export function useUnreadBadge(): UnreadBadge {
  const { switches } = useMerchantSettings();
  const actor = useNoticesActor(switches.CBS3 === true);
  const text = useSelector(actor, (snapshot) => footerBadge(noticesUnreadTotal(snapshot.context)));
  const refresh = useCallback(() => {
    actor.send({ type: 'REFRESH_UNREAD' });
    actor.send({ type: 'RELOAD' });
  }, [actor]);
  return { text, refresh };
}
