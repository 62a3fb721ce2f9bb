import { FailureBoundary } from '@wl/app/failure-boundary';
import { useSession } from '@wl/app/session';
import { useUnreadBadge } from '@wl/app/unread-badge';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { FooterTabs } from './FooterTabs.tsx';

/**
 * The footer as the session has it: a visitor's tabs lead to log in; a member's carry the unread total, asked again on
 * every page change (a notice read on the notice page counts at once). Without the merchant's settings (their read
 * failed) the total cannot be counted: the tabs show without it.
 */
export function SessionFooter({ onInvite }: { onInvite: () => void }) {
  return (
    <FailureBoundary fallback={() => <SessionTabs onInvite={onInvite} />}>
      <CountedTabs onInvite={onInvite} />
    </FailureBoundary>
  );
}

function CountedTabs({ onInvite }: { onInvite: () => void }) {
  const unread = useUnreadBadge();
  const { pathname } = useLocation();
  const { refresh } = unread;
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    refresh();
  }, [pathname, refresh]);
  return <SessionTabs onInvite={onInvite} unread={unread.text} />;
}

function SessionTabs({ onInvite, unread }: { onInvite: () => void; unread?: string }) {
  const session = useSession();
  return (
    <FooterTabs
      {...(session.resolving ? {} : { loggedIn: session.loggedIn })}
      {...(unread === undefined ? {} : { unread })}
      onInvite={onInvite}
    />
  );
}
