import { useLobbyReset } from '@wl/app/lobby-filters';
import { lazyPart, PartBoundary } from '@wl/app/part-boundary';
import { useSession } from '@wl/app/session';
import { SessionEnded } from '@wl/app/session-ended';
import { memberDisplayName } from '@wl/domain/login-options';
import { Header, type HeaderProps } from '@wl/ui/header';
import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router';

/**
 * The member's log-out flow (its machine, its actors and the confirmation dialog, about 4 kB gzip with what they
 * import) loads only for a member: a visitor's header never needs it.
 */
const MemberHeader = lazyPart(async () => (await import('./MemberHeader.tsx')).MemberHeader);

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
        <MemberPart chrome={chrome} name={memberDisplayName(session.member, session.userName)} />
      ) : (
        <Header {...chrome} />
      )}
      <SessionEnded message={session.message} />
    </>
  );
}

function MemberPart({ chrome, name }: { chrome: HeaderProps; name: string }) {
  const navigate = useNavigate();
  const header: HeaderProps = { ...chrome, member: { name }, onMember: () => navigate('/m/member/home') };
  // Until the flow's code is here the same header stands in, and a tap on its Log out is kept for the flow.
  const [askedEarly, setAskedEarly] = useState(false);
  const standIn = <Header {...header} onLogout={() => setAskedEarly(true)} />;
  return (
    <PartBoundary fallback={standIn}>
      <Suspense fallback={standIn}>
        <MemberHeader header={header} askedEarly={askedEarly} />
      </Suspense>
    </PartBoundary>
  );
}
