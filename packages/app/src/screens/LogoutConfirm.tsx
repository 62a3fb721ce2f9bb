import { DIALOG_MASK_GUARD_MS } from '@wl/domain/constants';
import { ConfirmDialog } from '@wl/ui/confirm-dialog';
import { useTranslation } from 'react-i18next';
import type { useLogout } from '../react/useLogout.ts';

/** "Log out?" before the logout runs, wherever it was asked for (the header, the side menu), in both apps. */
export function LogoutConfirm({ logout }: { logout: ReturnType<typeof useLogout> }) {
  const { t } = useTranslation();
  return (
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
  );
}
