import { useCarousel } from '../BannerCarousel/useCarousel.ts';
import { useReducedMotion } from '../BannerCarousel/useReducedMotion.ts';
import { Dialog } from '../Dialog/Dialog.tsx';
import { RichContent } from '../RichContent/RichContent.tsx';
import { useUiText } from '../UiText/UiText.tsx';
import * as styles from './PopupCarousel.css.ts';

export interface PopupItem {
  id: string | number;
  title: string;
  /** Server HTML with its pixel sizes already converted by the domain (`popupPxToRem`); shown as given. */
  html: string;
}

export interface PopupCarouselProps {
  open: boolean;
  items: readonly PopupItem[];
  onClose: () => void;
  /** A horizontal drag longer than this, in CSS pixels, changes the slide; a shorter one springs back. */
  swipePx: number;
  /** How long a slide takes to come in, in milliseconds. */
  slideMs: number;
  /** Handed to the dialog: a mask click this many milliseconds after opening is ignored. */
  maskGuardMs: number;
}

/** The login pop-ups of the home page: one dialog, swiped through, with dots to jump. */
export function PopupCarousel({ open, items, onClose, swipePx, slideMs, maskGuardMs }: PopupCarouselProps) {
  const t = useUiText();
  const reducedMotion = useReducedMotion();
  const count = items.length;
  const carousel = useCarousel({ count, loop: false, autoplayMs: 0, paused: true, swipeThreshold: swipePx });
  const current = items[carousel.index];

  return (
    <Dialog
      open={open && count > 0}
      onClose={onClose}
      title={current?.title ?? ''}
      maskGuardMs={maskGuardMs}
      // Shown on arrival, not asked for: it waits while the player has another dialog open.
      waitsTurn
    >
      <section
        className={styles.root}
        aria-roledescription={t('content:carousel.roleDescription', { defaultValue: 'carousel' })}
        aria-label={t('content:popupCarousel.label', { defaultValue: 'Announcements' })}
      >
        <div className={styles.viewport} {...carousel.pointerHandlers}>
          <div
            className={styles.track}
            style={{
              transform: `translateX(calc(${-carousel.index * 100}% * var(--carousel-direction) + ${carousel.dragOffset}px))`,
              transitionDuration: reducedMotion || carousel.dragging ? '0ms' : `${slideMs}ms`,
            }}
          >
            {items.map((item, index) => (
              // biome-ignore lint/a11y/useSemanticElements: the carousel pattern names each slide as a group; a fieldset is for form controls
              <div
                key={item.id}
                className={styles.slide}
                role="group"
                aria-roledescription={t('content:carousel.slide', { defaultValue: 'slide' })}
                aria-label={t('content:carousel.position', {
                  defaultValue: '{{position}} of {{count}}',
                  position: index + 1,
                  count,
                })}
                aria-hidden={index !== carousel.index}
                inert={index !== carousel.index}
              >
                <RichContent html={item.html} />
              </div>
            ))}
          </div>
        </div>
        {count > 1 ? (
          <div className={styles.dots}>
            {items.map((item, index) => (
              <button
                key={item.id}
                type="button"
                className={styles.dot}
                aria-label={t('content:carousel.goTo', {
                  defaultValue: 'Show slide {{position}}',
                  position: index + 1,
                })}
                aria-current={index === carousel.index || undefined}
                onClick={() => carousel.goTo(index)}
              />
            ))}
          </div>
        ) : null}
      </section>
    </Dialog>
  );
}
