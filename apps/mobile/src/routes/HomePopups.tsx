import { useLoginPopups } from '@wl/app/home';
import { DIALOG_MASK_GUARD_MS, POPUP_SLIDE_MS, POPUP_SWIPE_THRESHOLD_PX } from '@wl/domain/constants';
import { PopupCarousel, type PopupItem } from '@wl/ui/popup-carousel';

/**
 * The merchant's login pop-ups on home, for a logged-in player: one dialog, swiped through (beyond 60 px), with
 * dots; closed, they stay closed until the next login (docs/decisions.md, "Home").
 */
export function HomePopups({ items }: { items: readonly PopupItem[] }) {
  const { open, close } = useLoginPopups();
  return (
    <PopupCarousel
      open={open}
      items={items}
      onClose={close}
      swipePx={POPUP_SWIPE_THRESHOLD_PX}
      slideMs={POPUP_SLIDE_MS}
      maskGuardMs={DIALOG_MASK_GUARD_MS}
    />
  );
}
