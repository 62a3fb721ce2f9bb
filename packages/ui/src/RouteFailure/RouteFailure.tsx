import { type MouseEvent, useEffect, useId, useRef, useSyncExternalStore } from 'react';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { useUiText } from '../UiText/UiText.tsx';
import * as styles from './RouteFailure.css.ts';

export interface RouteFailureProps {
  /** Loads the route's code or data again. */
  onRetry: () => void;
  /** The retry is on its way: the button shows it is busy and refuses a second press. */
  retrying?: boolean;
  /** The home page's address; a link, so it works even when the app's own navigation is what failed. */
  homeHref: string;
  /** The app's router may take the click over (call `preventDefault` and navigate). */
  onHome?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /**
   * Offline or not; left out, the browser's own `navigator.onLine` decides and is followed live, so the page turns
   * from "offline" to "did not load" when the connection comes back.
   */
  offline?: boolean;
  /** A short reference for support (an error code), shown small under the message. */
  reference?: string;
}

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

function useOffline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !navigator.onLine,
    () => false,
  );
}

/**
 * What a route shows when its code or data could not be loaded: a picture, what happened in the person's language,
 * Try again and a way home. Never a blank screen. The heading takes focus when it appears, so a screen reader hears
 * what replaced the page the person asked for.
 */
export function RouteFailure({ onRetry, retrying = false, homeHref, onHome, offline, reference }: RouteFailureProps) {
  const t = useUiText();
  const browserOffline = useOffline();
  const isOffline = offline ?? browserOffline;
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();

  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <FailureArt offline={isOffline} />
      <h1 id={titleId} ref={heading} tabIndex={-1} className={styles.title}>
        {isOffline
          ? t('ui:routeFailure.offlineTitle', { defaultValue: 'You are offline' })
          : t('ui:routeFailure.title', { defaultValue: 'This page did not load' })}
      </h1>
      <p className={styles.body}>
        {isOffline
          ? t('ui:routeFailure.offlineBody', {
              defaultValue: 'Check your mobile data or Wi-Fi, then try again.',
            })
          : t('ui:routeFailure.body', {
              defaultValue: 'Something went wrong while opening it. Try again, or go back to the home page.',
            })}
      </p>
      {reference ? (
        <p className={styles.reference}>
          {t('ui:routeFailure.reference', { defaultValue: 'Reference: {{reference}}', reference })}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button onClick={onRetry} loading={retrying}>
          <Icon name="refresh" size="small" />
          {t('ui:routeFailure.retry', { defaultValue: 'Try again' })}
        </Button>
        <a className={styles.home} href={homeHref} onClick={onHome}>
          <Icon name="home" size="small" />
          {t('ui:routeFailure.home', { defaultValue: 'Go to home' })}
        </a>
      </div>
    </section>
  );
}

/** A page torn across (did not load) or a cloud cut from its signal (offline), in the brand's colours. */
function FailureArt({ offline }: { offline: boolean }) {
  return (
    <svg className={styles.art} viewBox="0 0 160 120" aria-hidden="true" focusable="false">
      <circle className={styles.artGlow} cx="80" cy="56" r="52" />
      <ellipse className={styles.artShadow} cx="80" cy="108" rx="56" ry="7" />
      {offline ? (
        <>
          <path
            className={styles.artCard}
            d="M46 84a22 22 0 0 1 3-43.8A30 30 0 0 1 106 38a24 24 0 0 1 8 46.6z"
            strokeLinejoin="round"
          />
          <path
            className={styles.artLine}
            d="M62 66a26 26 0 0 1 36 0M70 74a14 14 0 0 1 20 0"
            strokeLinecap="round"
            fill="none"
          />
          <circle className={styles.artAccent} cx="80" cy="82" r="3.5" />
          <path className={styles.artCut} d="M56 42l48 48" strokeLinecap="round" />
        </>
      ) : (
        <>
          <path className={styles.artCard} d="M44 14h50l20 20v18l-9 6 9 7v35H44V66l10-8-10-7z" strokeLinejoin="round" />
          <path className={styles.artFold} d="M94 14v20h20" strokeLinejoin="round" />
          <path className={styles.artLine} d="M56 34h26M56 44h12M62 76h40M62 86h30" strokeLinecap="round" />
          <circle className={styles.artAccent} cx="122" cy="24" r="4" />
          <path className={styles.artSpark} d="M30 40l6 4M26 56h8M124 92l6 4" strokeLinecap="round" />
        </>
      )}
    </svg>
  );
}
