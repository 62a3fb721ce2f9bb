import { useLogout } from '@wl/app/logout';
import { LogoutDialog } from '@wl/app/logout-dialog';
import { useSession } from '@wl/app/session';
import { SessionEnded } from '@wl/app/session-ended';
import { memberDisplayName } from '@wl/domain/login-options';
import { Header, type HeaderProps } from '@wl/ui/header';

/**
 * The header as the session has it: the agent's name and log out (asked first, as on the player site); and, when the
 * gateway ended the session, "Account logged out, log in again", as the player site says it.
 */
export function SessionHeader(chrome: HeaderProps) {
  const session = useSession();
  return (
    <>
      {session.loggedIn ? (
        // Mounted afresh for each login, so each gets its own logout flow.
        <AgentHeader
          key={session.userName}
          chrome={chrome}
          name={memberDisplayName(session.member, session.userName)}
        />
      ) : (
        <Header {...chrome} />
      )}
      <SessionEnded message={session.message} />
    </>
  );
}

function AgentHeader({ chrome, name }: { chrome: HeaderProps; name: string }) {
  const logout = useLogout();
  return (
    <>
      <Header {...chrome} member={{ name }} onLogout={logout.ask} />
      <LogoutDialog logout={logout} />
    </>
  );
}
