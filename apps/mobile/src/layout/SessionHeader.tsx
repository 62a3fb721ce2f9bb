import { useLobbyReset } from '@wl/app/lobby-filters';
import { useLogout } from '@wl/app/logout';
import { LogoutDialog } from '@wl/app/logout-dialog';
import { useSession } from '@wl/app/session';
import { SessionEnded } from '@wl/app/session-ended';
import { memberDisplayName } from '@wl/domain/login-options';
import { Header, type HeaderProps } from '@wl/ui/header';
import { useNavigate } from 'react-router';

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
