import { AfterServices } from '@wl/app/app-services';
import { screenTextsLoaded } from '@wl/app/screen-texts';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './Home.css.ts';
import { StatusText } from './StatusText.tsx';

/** The status needs the services: its code loads with them, after the first paint. */
const PlatformStatus = lazy(async () => ({ default: (await import('./PlatformStatus.tsx')).PlatformStatus }));

/** So do the member shortcuts, which follow the session and the merchant's switches. */
const MemberStrip = lazy(async () => ({ default: (await import('./MemberStrip.tsx')).MemberStrip }));

/**
 * The lobby (notices, banners, jackpot, categories and games, winners) loads with the services too, and with the
 * screens' texts, which name its categories as the category screens do.
 */
const HomeLobby = lazy(async () => {
  const [lobby] = await Promise.all([import('./HomeLobby.tsx'), screenTextsLoaded()]);
  return { default: lobby.HomeLobby };
});

/** And the contract prompt, which needs the session's start-up check; its dialog loads only when it has a contract. */
const ContractPrompt = lazy(async () => ({ default: (await import('./ContractPrompt.tsx')).ContractPrompt }));

export function Home() {
  const { t } = useTranslation();
  return (
    <>
      <h1 className={styles.title}>{t('app.name')}</h1>
      <Suspense fallback={<LobbyFrame />}>
        <AfterServices>
          <HomeLobby
            strip={
              // The strip's space is kept from the first paint, so nothing below moves when it arrives.
              <div className={styles.strip}>
                <Suspense fallback={null}>
                  <MemberStrip />
                </Suspense>
              </div>
            }
          />
        </AfterServices>
      </Suspense>
      <section className={styles.card} aria-labelledby="status-heading">
        <h2 id="status-heading" className={styles.heading}>
          {t('status.heading')}
        </h2>
        <Suspense fallback={<StatusText shown="loading" />}>
          <AfterServices>
            <PlatformStatus />
          </AfterServices>
        </Suspense>
      </section>
      <Suspense fallback={null}>
        <AfterServices>
          <ContractPrompt />
        </AfterServices>
      </Suspense>
    </>
  );
}

/** The lobby's frame before its code and data arrive: the same boxes, so nothing moves when they are filled. */
function LobbyFrame() {
  return (
    <div className={styles.lobby}>
      <div className={styles.noticeSlot} />
      <div className={styles.bannerSlot}>
        <div className={styles.bannerArt} />
      </div>
      <div className={styles.strip} />
      <div className={styles.jackpotSlot} />
      <div className={styles.railSlot} />
    </div>
  );
}
