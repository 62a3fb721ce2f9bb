import { useSession } from '@wl/app/session';
import { useUnreadBadge } from '@wl/app/unread-badge';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { FooterTabs } from './FooterTabs.tsx';

/**
 * The footer as the session has it: a visitor's tabs lead to log in; a member's carry the unread total, asked again on
 * every page change (a notice read on the notice page counts at once).
 */
export function SessionFooter({ onInvite }: { onInvite: () => void }) {
  const session = useSession();
  const unread = useUnreadBadge();
  const { pathname } = useLocation();
  const { refresh } = unread;
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    refresh();
  }, [pathname, refresh]);
  return (
    <FooterTabs
      {...(session.resolving ? {} : { loggedIn: session.loggedIn })}
      unread={unread.text}
      onInvite={onInvite}
    />
  );
}
