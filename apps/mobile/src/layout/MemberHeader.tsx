import { useLogout } from '@wl/app/logout';
import { LogoutDialog } from '@wl/app/logout-dialog';
import { Header, type HeaderProps } from '@wl/ui/header';
import { useEffect, useRef } from 'react';

export interface MemberHeaderProps {
  /** The header as the member has it: their name, and where a tap on it leads. */
  header: HeaderProps;
  /** Log out was tapped while this code was still on its way: the confirmation opens as soon as it is here. */
  askedEarly: boolean;
}

/** The member's header with its log-out flow: Log out asks first, in the confirmation dialog. */
export function MemberHeader({ header, askedEarly }: MemberHeaderProps) {
  const logout = useLogout();
  const asked = useRef(false);
  useEffect(() => {
    if (!askedEarly || asked.current) return;
    asked.current = true;
    logout.ask();
  }, [askedEarly, logout]);
  return (
    <>
      <Header {...header} onLogout={logout.ask} />
      <LogoutDialog logout={logout} />
    </>
  );
}
