import { useLogout } from '@wl/app/logout';
import { useSession } from '@wl/app/session';
import { DIALOG_MASK_GUARD_MS } from '@wl/domain/constants';
import { memberDisplayName } from '@wl/domain/login-options';
import { ConfirmDialog } from '@wl/ui/confirm-dialog';
import { Header, type HeaderProps } from '@wl/ui/header';
import { useTranslation } from 'react-i18next';

/** The header as the session has it: the agent's name and log out (asked first, as on the player site). */
export function SessionHeader(chrome: HeaderProps) {
  const session = useSession();
  if (!session.loggedIn) return <Header {...chrome} />;
  // Mounted afresh for each login, so each gets its own logout flow.
  return (
    <AgentHeader key={session.userName} chrome={chrome} name={memberDisplayName(session.member, session.userName)} />
  );
}

function AgentHeader({ chrome, name }: { chrome: HeaderProps; name: string }) {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <>
      <Header {...chrome} member={{ name }} onLogout={logout.ask} />
      <ConfirmDialog
        open={logout.confirming || logout.loggingOut}
        title={t('logout.title')}
        message={t('logout.confirm')}
        confirmLabel={t('logout.submit')}
        cancelLabel={t('logout.cancel')}
        onConfirm={logout.confirm}
        onCancel={logout.cancel}
        busy={logout.loggingOut}
        maskGuardMs={DIALOG_MASK_GUARD_MS}
      />
    </>
  );
}
