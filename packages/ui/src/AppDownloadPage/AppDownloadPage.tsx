import { useId } from 'react';
import type { AppPlatform } from '../AppDownloadPopup/AppDownloadPopup.tsx';
import { BrandMark } from '../BrandMark/BrandMark.tsx';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { Tabs } from '../Tabs/Tabs.tsx';
import { useUiText } from '../UiText/UiText.tsx';
import * as styles from './AppDownloadPage.css.ts';
import { type GuideDiagram, InstallDiagram } from './InstallDiagram.tsx';

export type { AppPlatform } from '../AppDownloadPopup/AppDownloadPopup.tsx';

export interface AppDownloadPageProps {
  brandName: string;
  /** The AppDownloadIcon resource; the theme's brand mark stands in without one. */
  iconUrl?: string;
  /** The guides, in the order to offer them: the player's own platform first, as the app detects it. */
  platforms?: readonly AppPlatform[];
  /** The guide on show. */
  platform: AppPlatform;
  onPlatformChange: (platform: AppPlatform) => void;
  /**
   * The platforms with a download link (IOS or MOBILECONFIG, Android); none inside the app or the installed site,
   * where the guide alone shows.
   */
  downloads: readonly AppPlatform[];
  /** The app decides how to download: direct link, profile in Safari, or the Safari-only message. */
  onDownload: (platform: AppPlatform) => void;
  /** The iOS version recommended to iOS players (e.g. "12.4"). */
  minimumIosVersion: string;
}

interface Step {
  diagram: GuideDiagram;
  title: string;
  text: string;
}

function useGuides(brand: string): Record<AppPlatform, Step[]> {
  const t = useUiText();
  return {
    android: [
      {
        diagram: 'downloadApk',
        title: t('content:appDownloadPage.androidDownloadTitle', { defaultValue: 'Download the app' }),
        text: t('content:appDownloadPage.androidDownloadText', {
          defaultValue: 'Tap Download for Android and wait until the file has downloaded.',
        }),
      },
      {
        diagram: 'allowInstall',
        title: t('content:appDownloadPage.androidAllowTitle', { defaultValue: 'Allow the install' }),
        text: t('content:appDownloadPage.androidAllowText', {
          defaultValue: 'If your phone asks, allow your browser to install apps. You can switch it off again after.',
        }),
      },
      {
        diagram: 'openApp',
        title: t('content:appDownloadPage.androidOpenTitle', { defaultValue: 'Install and open' }),
        text: t('content:appDownloadPage.androidOpenText', {
          defaultValue: 'Open the downloaded file, tap Install, then open {{brand}} from your home screen.',
          brand,
        }),
      },
    ],
    ios: [
      {
        diagram: 'openSafari',
        title: t('content:appDownloadPage.iosSafariTitle', { defaultValue: 'Open this page in Safari' }),
        text: t('content:appDownloadPage.iosSafariText', {
          defaultValue: 'Only Safari can add the app. In another browser, copy the address into Safari.',
        }),
      },
      {
        diagram: 'tapShare',
        title: t('content:appDownloadPage.iosShareTitle', { defaultValue: 'Tap Share' }),
        text: t('content:appDownloadPage.iosShareText', {
          defaultValue: 'Tap the Share button in the bar at the bottom of Safari.',
        }),
      },
      {
        diagram: 'addToHome',
        title: t('content:appDownloadPage.iosAddTitle', { defaultValue: 'Add to Home Screen' }),
        text: t('content:appDownloadPage.iosAddText', {
          defaultValue: 'Choose Add to Home Screen, then Add. {{brand}} appears beside your other apps.',
          brand,
        }),
      },
    ],
  };
}

/**
 * The app-download page: the brand, a tab per platform (the player's own first), the download button where there
 * is a link, and the install steps with a drawing each.
 */
export function AppDownloadPage({
  brandName,
  iconUrl,
  platforms = ['android', 'ios'],
  platform,
  onPlatformChange,
  downloads,
  onDownload,
  minimumIosVersion,
}: AppDownloadPageProps) {
  const t = useUiText();
  const titleId = useId();
  const guides = useGuides(brandName);
  const names: Record<AppPlatform, string> = {
    android: t('content:appDownloadPage.android', { defaultValue: 'Android' }),
    ios: t('content:appDownloadPage.ios', { defaultValue: 'iOS' }),
  };
  const shown = platforms.includes(platform) ? platform : (platforms[0] ?? platform);

  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <header className={styles.hero}>
        {iconUrl ? (
          <img className={styles.appIcon} src={iconUrl} alt="" />
        ) : (
          <span className={styles.appIconFallback}>
            <BrandMark size="large" />
          </span>
        )}
        <h1 id={titleId} className={styles.title}>
          {t('content:appDownload.title', { defaultValue: 'Get the {{brand}} app', brand: brandName })}
        </h1>
        <p className={styles.lead}>
          {t('content:appDownload.body', {
            defaultValue: 'Faster games and instant notices, right from your home screen.',
          })}
        </p>
      </header>
      <Tabs
        label={t('content:appDownloadPage.platforms', { defaultValue: 'Your phone' })}
        items={platforms.map((id) => ({ id, label: names[id] }))}
        value={shown}
        onValueChange={(id) => onPlatformChange(id as AppPlatform)}
        variant="pill"
      >
        <div className={styles.panel}>
          {downloads.includes(shown) ? (
            <Button block size="large" onClick={() => onDownload(shown)}>
              <Icon name="download" />
              {shown === 'ios'
                ? t('content:appDownload.ios', { defaultValue: 'Download for iOS' })
                : t('content:appDownload.android', { defaultValue: 'Download for Android' })}
            </Button>
          ) : null}
          {shown === 'ios' ? (
            <p className={styles.notice}>
              <Icon name="phone" size="small" />
              <span>
                {t('content:appDownload.iosNote', {
                  defaultValue: 'iOS {{version}} or later recommended.',
                  version: minimumIosVersion,
                })}
              </span>
            </p>
          ) : null}
          <h2 className={styles.stepsTitle}>
            {t('content:appDownloadPage.steps', { defaultValue: 'How to install' })}
          </h2>
          <ol className={styles.steps}>
            {guides[shown].map((step, index) => (
              <li key={step.diagram} className={styles.step}>
                <span className={styles.figure}>
                  <InstallDiagram name={step.diagram} />
                  <span className={styles.number} aria-hidden="true">
                    {index + 1}
                  </span>
                </span>
                <span className={styles.stepText}>
                  <h3 className={styles.stepTitle}>{step.title}</h3>
                  <span className={styles.stepBody}>{step.text}</span>
                </span>
              </li>
            ))}
          </ol>
        </div>
      </Tabs>
    </section>
  );
}
