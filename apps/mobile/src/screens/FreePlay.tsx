import { AfterServices } from '@wl/app/app-services';
import { FrameSettingsContext } from '@wl/app/merchant-settings';
import { offersFreePlay } from '@wl/domain/login-options';
import { lazy, Suspense, use } from 'react';
import { FreePlayOffer } from './FreePlayOffer.tsx';

const FreePlayEntry = lazy(() =>
  import('./FreePlayEntry.tsx').then(({ FreePlayEntry }) => ({ default: FreePlayEntry })),
);

/**
 * Free play on the login screen: the live entry once its code and the services are in. Until then, in the login
 * form's frame, the offer as the early settings show it to a visitor, busy (docs/decisions.md, "The login form drawn
 * before its code").
 */
export function FreePlay() {
  return (
    <Suspense fallback={<FreePlayFrame />}>
      <AfterServices>
        <FreePlayEntry />
      </AfterServices>
    </Suspense>
  );
}

const nothing = () => {};

function FreePlayFrame() {
  // Only a visitor's first page has the early settings: nobody there is logged in.
  const settings = use(FrameSettingsContext);
  return settings && offersFreePlay(settings.switches, false) ? (
    <FreePlayOffer starting={false} waiting onStart={nothing} />
  ) : null;
}
