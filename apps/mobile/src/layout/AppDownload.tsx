import { useAppDownload } from '@wl/app/app-download';
import { useFormMessages } from '@wl/app/form-messages';
import { DIALOG_MASK_GUARD_MS, IOS_RECOMMENDED_VERSION, TOAST_MS } from '@wl/domain/constants';
import { AppDownloadPopup } from '@wl/ui/app-download-popup';
import { Toast } from '@wl/ui/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The app-download popup, on any page: the platforms the merchant has links for; a tap downloads as the domain
 * decides, or says why it cannot ("Please use Safari for download App.").
 */
export function AppDownload({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const messages = useFormMessages();
  const download = useAppDownload();
  const [message, setMessage] = useState<string>();
  const close = () => {
    download.closed();
    onClose();
  };
  return (
    <>
      <AppDownloadPopup
        open={open}
        onClose={close}
        platforms={download.platforms}
        onDownload={(platform) => {
          const decision = download.download(platform);
          // The popup is modal: it steps aside so the reason shows.
          if (decision.kind === 'alert' || decision.kind === 'unavailable') {
            close();
            setMessage(decision.kind === 'alert' ? messages.failure(decision.message) : t('content:appDownload.none'));
          }
        }}
        brandName={t('app.name')}
        {...(download.iconUrl ? { iconUrl: download.iconUrl } : {})}
        minimumIosVersion={IOS_RECOMMENDED_VERSION}
        maskGuardMs={DIALOG_MASK_GUARD_MS}
      />
      {message ? (
        <Toast kind="short" message={message} durationMs={TOAST_MS.short} onDismiss={() => setMessage(undefined)} />
      ) : null}
    </>
  );
}
