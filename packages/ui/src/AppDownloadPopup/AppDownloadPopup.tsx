import { BrandMark } from '../BrandMark/BrandMark.tsx';
import { Button } from '../Button/Button.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { useUiText } from '../UiText/UiText.tsx';
import * as styles from './AppDownloadPopup.css.ts';

export const appPlatforms = ['ios', 'android'] as const;
export type AppPlatform = (typeof appPlatforms)[number];

export interface AppDownloadPopupProps {
  open: boolean;
  onClose: () => void;
  /** The platforms with a download link (IOS or MOBILECONFIG, Android), in the order to offer them. */
  platforms: readonly AppPlatform[];
  /** The app decides how to download: direct link, profile in Safari, or the Safari-only message. */
  onDownload: (platform: AppPlatform) => void;
  brandName: string;
  /** The AppDownloadIcon resource; the theme's brand mark stands in without one. */
  iconUrl?: string;
  /** The iOS version recommended to iOS players (e.g. "12.4"), shown when iOS is offered. */
  minimumIosVersion: string;
  /** Handed to the dialog: a mask click this many milliseconds after opening is ignored. */
  maskGuardMs: number;
}

export function AppDownloadPopup({
  open,
  onClose,
  platforms,
  onDownload,
  brandName,
  iconUrl,
  minimumIosVersion,
  maskGuardMs,
}: AppDownloadPopupProps) {
  const t = useUiText();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('content:appDownload.title', { defaultValue: 'Get the {{brand}} app', brand: brandName })}
      maskGuardMs={maskGuardMs}
    >
      <div className={styles.body}>
        {iconUrl ? (
          <img className={styles.icon} src={iconUrl} alt="" />
        ) : (
          <span className={styles.iconFallback}>
            <BrandMark size="large" />
          </span>
        )}
        <p className={styles.text}>
          {t('content:appDownload.body', {
            defaultValue: 'Faster games and instant notices, right from your home screen.',
          })}
        </p>
        {platforms.length === 0 ? (
          <p className={styles.text}>
            {t('content:appDownload.none', { defaultValue: 'The app is not available for download yet.' })}
          </p>
        ) : (
          <div className={styles.actions}>
            {platforms.map((platform) => (
              <Button key={platform} block onClick={() => onDownload(platform)}>
                <Icon name="download" size="small" />
                {platform === 'ios'
                  ? t('content:appDownload.ios', { defaultValue: 'Download for iOS' })
                  : t('content:appDownload.android', { defaultValue: 'Download for Android' })}
              </Button>
            ))}
          </div>
        )}
        {platforms.includes('ios') ? (
          <p className={styles.note}>
            {t('content:appDownload.iosNote', {
              defaultValue: 'iOS {{version}} or later recommended.',
              version: minimumIosVersion,
            })}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
