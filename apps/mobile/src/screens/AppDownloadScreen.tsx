import { type DownloadPlatform, useAppDownload } from '@wl/app/app-download';
import { AfterServices } from '@wl/app/app-services';
import { useFormMessages } from '@wl/app/form-messages';
import { IOS_RECOMMENDED_VERSION } from '@wl/domain/constants';
import { AppDownloadPage } from '@wl/ui/app-download-page';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './AppDownloadScreen.css.ts';
import * as forms from './forms.css.ts';

/**
 * /m/app and /m/download: the app's page with a guide per platform (the player's own first) and, outside the app or
 * the installed site, a download button per platform with a link. A tap downloads as the domain decides; iOS in
 * another browser than Safari is told to use Safari, and a profile downloaded in Safari comes with its install steps
 * (iOS 17 and later: VPN & Device Management).
 */
export function AppDownloadScreen() {
  return (
    <div className={forms.page}>
      <Suspense fallback={null}>
        <AfterServices>
          <AppDownloadGuides />
        </AfterServices>
      </Suspense>
    </div>
  );
}

type Outcome = { kind: 'alert'; text: string } | { kind: 'profile' };

function AppDownloadGuides() {
  const { t } = useTranslation();
  const messages = useFormMessages();
  const download = useAppDownload();
  const [platform, setPlatform] = useState<DownloadPlatform>(download.guides[0] ?? 'ios');
  const [outcome, setOutcome] = useState<Outcome>();
  return (
    <>
      <AppDownloadPage
        brandName={t('app.name')}
        {...(download.iconUrl ? { iconUrl: download.iconUrl } : {})}
        platforms={download.guides}
        platform={platform}
        onPlatformChange={(next) => {
          setPlatform(next);
          setOutcome(undefined);
        }}
        downloads={download.platforms}
        onDownload={(tapped) => {
          const decision = download.download(tapped);
          if (decision.kind === 'alert') setOutcome({ kind: 'alert', text: t(`errors:${decision.message}`) });
          else if (decision.kind === 'unavailable') setOutcome({ kind: 'alert', text: t('content:appDownload.none') });
          else if (decision.kind === 'profile') setOutcome({ kind: 'profile' });
          else setOutcome(undefined);
        }}
        minimumIosVersion={IOS_RECOMMENDED_VERSION}
      />
      {download.failure && outcome === undefined ? (
        <p role="alert" className={styles.outcome}>
          {messages.failure(download.failure)}
        </p>
      ) : null}
      {outcome?.kind === 'alert' ? (
        <p role="alert" className={styles.outcome}>
          {outcome.text}
        </p>
      ) : null}
      {outcome?.kind === 'profile' ? (
        <section role="status" aria-labelledby="profile-steps" className={styles.outcome}>
          <h2 id="profile-steps" className={styles.outcomeTitle}>
            {t('appDownload.profileTitle')}
          </h2>
          <p>{t(`appDownload.${download.profileSteps}`)}</p>
        </section>
      ) : null}
    </>
  );
}
