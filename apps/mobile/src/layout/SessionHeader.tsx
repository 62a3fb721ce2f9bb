import { useSession } from '@wl/app/session';
import { memberDisplayName } from '@wl/domain/login-options';
import { Header, type HeaderProps } from '@wl/ui/header';
import { useNavigate } from 'react-router';

/** The header as the session has it: a visitor's (log in, register), or the member's name and log out. */
export function SessionHeader(chrome: HeaderProps) {
  const navigate = useNavigate();
  const session = useSession();
  if (!session.loggedIn) return <Header {...chrome} />;
  const name = memberDisplayName(session.member, session.userName);
  return <Header {...chrome} member={{ name }} onMember={() => navigate('/m/member/home')} />;
}
