import { useFormMessages } from '@wl/app/form-messages';
import { useFreePlay } from '@wl/app/free-play';
import { FreePlayOffer } from './FreePlayOffer.tsx';

/**
 * Free play for a visitor (FREEPLAY3): a trial session (type 4) without an account, then /m/home. It sits on the
 * login screen, where a visitor is sent for everything that needs a session (docs/decisions.md).
 */
export function FreePlayEntry() {
  const freePlay = useFreePlay();
  const messages = useFormMessages();
  if (!freePlay.offered && !freePlay.starting) return null;
  return (
    <FreePlayOffer
      starting={freePlay.starting}
      onStart={freePlay.start}
      error={freePlay.error && messages.failure(freePlay.error)}
    />
  );
}
