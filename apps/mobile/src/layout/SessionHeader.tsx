import { useFormMessages } from '@wl/app/form-messages';
import { useLobbyReset } from '@wl/app/lobby-filters';
import { useLogout } from '@wl/app/logout';
import { LogoutDialog } from '@wl/app/logout-dialog';
import { useSession } from '@wl/app/session';
import { TOAST_MS } from '@wl/domain/constants';
import { memberDisplayName } from '@wl/domain/login-options';
import { Header, type HeaderProps } from '@wl/ui/header';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

/** The toast's code loads when the gateway has ended a session, not with every page. */
const Toast = lazy(async () => ({ default: (await import('@wl/ui/toast')).Toast }));

/**
 * The header as the session has it: a visitor's (log in, register), or the member's name and log out (asked first);
 * and, when the gateway ended the session, "Account logged out, log in again". Its logo resets the lobby's filters.
 */
export function SessionHeader(header: HeaderProps) {
  const session = useSession();
  // The logo resets the lobby's game filters (all games, empty vendor, HOT), which then goes to /m/home.
  const resetLobby = useLobbyReset();
  const chrome: HeaderProps = { ...header, onLogoClick: resetLobby };
  return (
    <>
      {session.loggedIn ? (
        // Mounted afresh for each login, so each gets its own logout flow.
        <MemberHeader chrome={chrome} name={memberDisplayName(session.member, session.userName)} />
      ) : (
        <Header {...chrome} />
      )}
      <SessionEnded message={session.message} />
    </>
  );
}

function MemberHeader({ chrome, name }: { chrome: HeaderProps; name: string }) {
  const navigate = useNavigate();
  const logout = useLogout();
  return (
    <>
      <Header {...chrome} member={{ name }} onMember={() => navigate('/m/member/home')} onLogout={logout.ask} />
      <LogoutDialog logout={logout} />
    </>
  );
}

/** The session's end message (session.expired) as a toast, each time the gateway ends a session. */
function SessionEnded({ message }: { message: string | undefined }) {
  const messages = useFormMessages();
  const [shown, setShown] = useState<string>();
  const previous = useRef<string>(undefined);
  useEffect(() => {
    if (message && message !== previous.current) setShown(message);
    previous.current = message;
  }, [message]);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <Toast
        kind="long"
        message={messages.failure(shown) ?? ''}
        durationMs={TOAST_MS.long}
        onDismiss={() => setShown(undefined)}
      />
    </Suspense>
  );
}
