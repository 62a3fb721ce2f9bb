import { Icon } from '../Icon/Icon.tsx';
import { useUiText } from '../UiText/UiText.tsx';
import * as styles from './ConnectionBanner.css.ts';

export const connectionStates = ['online', 'slow', 'offline'] as const;
export type ConnectionState = (typeof connectionStates)[number];

export interface ConnectionBannerProps {
  /** The app decides from navigator.onLine, the Network Information API or its own request timings. */
  state: ConnectionState;
}

/**
 * A strip under the header while the connection is slow or gone. The live region stays mounted when online, so the
 * change to slow or offline is announced.
 */
export function ConnectionBanner({ state }: ConnectionBannerProps) {
  const t = useUiText();
  return (
    <div role="status" className={state === 'online' ? styles.empty : styles.banner({ state })}>
      {state === 'slow' ? (
        <>
          <Icon name="signalLow" size="small" />
          {t('ui:connectionBanner.slow', { defaultValue: 'Slow connection. Loading may take longer.' })}
        </>
      ) : state === 'offline' ? (
        <>
          <Icon name="wifiOff" size="small" />
          {t('ui:connectionBanner.offline', { defaultValue: 'No internet connection.' })}
        </>
      ) : null}
    </div>
  );
}
