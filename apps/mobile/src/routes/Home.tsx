import { AfterServices } from '@wl/app/app-services';
import { useFirstHomeBanner } from '@wl/app/first-home-banner';
import { screenTextsLoaded } from '@wl/app/screen-texts';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './Home.css.ts';
import { StatusText } from './StatusText.tsx';

/** The status needs the services: its code loads with them, after the first paint. */
const PlatformStatus = lazy(() => import('./PlatformStatus.tsx').then((part) => ({ default: part.PlatformStatus })));

/** So do the member shortcuts, which follow the session and the merchant's switches. */
const MemberStrip = lazy(() => import('./MemberStrip.tsx').then((part) => ({ default: part.MemberStrip })));

/**
 * The lobby (notices, banners, jackpot, categories and games, winners) loads with the services too, and with the
 * screens' texts, which name its categories as the category screens do.
 */
const HomeLobby = lazy(async () => {
  const [lobby] = await Promise.all([import('./HomeLobby.tsx'), screenTextsLoaded()]);
  return { default: lobby.HomeLobby };
});

/** And the contract prompt, which needs the session's start-up check; its dialog loads only when it has a contract. */
const ContractPrompt = lazy(() => import('./ContractPrompt.tsx').then((part) => ({ default: part.ContractPrompt })));

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
        <FirstBanner />
      </div>
      <div className={styles.strip} />
      <div className={styles.jackpotSlot} />
      <div className={styles.railSlot} />
    </div>
  );
}

/**
 * The first banner as soon as the early answers are in, before the services and the lobby's code: the largest thing
 * on the first screen paints with the shell (docs/decisions.md, "Performance budgets"). The carousel shows the same
 * picture in the same place once the lobby is in; until then this one is decoration.
 */
function FirstBanner() {
  const banner = useFirstHomeBanner();
  if (!banner) return <div className={styles.bannerArt} />;
  return (
    <img
      className={styles.bannerArt}
      src={banner.src}
      alt=""
      fetchPriority="high"
      decoding="sync"
      // Where it was drawn, for the next visit's page to draw it there before the code has run.
      onLoad={(event) => {
        const image = event.currentTarget;
        void import('@wl/app/kept-banner-place').then(({ keepFirstBannerPlace }) => keepFirstBannerPlace(image));
      }}
    />
  );
}
