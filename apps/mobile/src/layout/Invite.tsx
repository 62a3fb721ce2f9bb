import { useSession } from '@wl/app/session';
import { DIALOG_MASK_GUARD_MS } from '@wl/domain/constants';
import { invitation } from '@wl/domain/invitation';
import { ConfirmDialog } from '@wl/ui/confirm-dialog';
import { InvitePopup } from '@wl/ui/invite-popup';
import { useTranslation } from 'react-i18next';

/**
 * The referral popup of the footer's Invite tab: the member's invitation link (as a QR code too) and username, to
 * copy or share; a trial account is told to log in with an actual account.
 */
export function Invite({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  if (!session.loggedIn || !session.userName || session.sessionType === undefined) return null;
  const invite = invitation(window.location.origin, session.userName, session.sessionType);
  if ('refused' in invite) {
    return (
      <ConfirmDialog
        open={open}
        title={t('memberCentre.trialTitle')}
        message={t(`errors:${invite.refused}`)}
        confirmLabel={t('chrome.invite.ok')}
        onConfirm={onClose}
        maskGuardMs={DIALOG_MASK_GUARD_MS}
      />
    );
  }
  return (
    <InvitePopup
      open={open}
      onClose={onClose}
      link={invite.link}
      code={invite.code}
      description={t('chrome.invite.description')}
      shareTitle={t('app.name')}
      shareText={t('chrome.invite.shareText')}
      maskGuardMs={DIALOG_MASK_GUARD_MS}
    />
  );
}
