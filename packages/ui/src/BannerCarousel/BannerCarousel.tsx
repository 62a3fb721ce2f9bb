import { useState } from 'react';
import { useUiText } from '../UiText/UiText.tsx';
import * as styles from './BannerCarousel.css.ts';
import { useCarousel } from './useCarousel.ts';
import { useReducedMotion } from './useReducedMotion.ts';

export interface Banner {
  id: string | number;
  imageUrl: string;
  /** What the picture says, for players who cannot see it. */
  alt: string;
}

export interface BannerCarouselProps {
  banners: readonly Banner[];
  /** How long each banner stays before the next slides in, in milliseconds. */
  autoplayMs: number;
  /** How long a banner takes to slide in, in milliseconds. */
  speedMs: number;
  /** A horizontal drag longer than this, in CSS pixels, changes the banner; a shorter one springs back. */
  swipePx: number;
  /** Whether the last banner leads back to the first (and the first back to the last). */
  loop: boolean;
  /** A banner was tapped; leave out when banners lead nowhere. */
  onSelect?: (banner: Banner) => void;
  /** Names the carousel, e.g. "Promotions". */
  label?: string;
}

export function BannerCarousel({ banners, autoplayMs, speedMs, swipePx, loop, onSelect, label }: BannerCarouselProps) {
  const t = useUiText();
  const reducedMotion = useReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const count = banners.length;
  const rotating = count > 1 && !reducedMotion;
  const carousel = useCarousel({
    count,
    loop,
    autoplayMs: rotating ? autoplayMs : 0,
    paused: hovered || focused || stopped,
    swipeThreshold: swipePx,
  });

  if (count === 0) return null;

  return (
    <section
      className={styles.root}
      aria-roledescription={t('content:carousel.roleDescription', { defaultValue: 'carousel' })}
      aria-label={label ?? t('content:bannerCarousel.label', { defaultValue: 'Banners' })}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div className={styles.viewport} {...carousel.pointerHandlers}>
        <div
          className={styles.track}
          data-dragging={carousel.dragging || undefined}
          style={{
            transform: `translateX(calc(${-carousel.index * 100}% * var(--carousel-direction) + ${carousel.dragOffset}px))`,
            transitionDuration: reducedMotion || carousel.dragging ? '0ms' : `${speedMs}ms`,
          }}
        >
          {banners.map((banner, index) => {
            const current = index === carousel.index;
            const picture = <img className={styles.image} src={banner.imageUrl} alt={banner.alt} draggable={false} />;
            return (
              // biome-ignore lint/a11y/useSemanticElements: the carousel pattern names each slide as a group; a fieldset is for form controls
              <div
                key={banner.id}
                className={styles.slide}
                role="group"
                aria-roledescription={t('content:carousel.slide', { defaultValue: 'slide' })}
                aria-label={t('content:carousel.position', {
                  defaultValue: '{{position}} of {{count}}',
                  position: index + 1,
                  count,
                })}
                aria-hidden={!current}
                inert={!current}
              >
                {onSelect ? (
                  <button
                    type="button"
                    className={styles.slideButton}
                    onClick={() => {
                      if (!carousel.consumeDragClick()) onSelect(banner);
                    }}
                  >
                    {picture}
                  </button>
                ) : (
                  picture
                )}
              </div>
            );
          })}
        </div>
      </div>
      {count > 1 ? (
        <div className={styles.controls}>
          {rotating ? (
            <button
              type="button"
              className={styles.pause}
              aria-label={
                stopped
                  ? t('content:carousel.play', { defaultValue: 'Start the slide show' })
                  : t('content:carousel.pause', { defaultValue: 'Stop the slide show' })
              }
              onClick={() => setStopped((value) => !value)}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.pauseIcon}>
                <path d={stopped ? 'M8 5v14l11-7z' : 'M7 5h4v14H7zM13 5h4v14h-4z'} />
              </svg>
            </button>
          ) : null}
          {banners.map((banner, index) => (
            <button
              key={banner.id}
              type="button"
              className={styles.dot}
              aria-label={t('content:carousel.goTo', { defaultValue: 'Show slide {{position}}', position: index + 1 })}
              aria-current={index === carousel.index || undefined}
              onClick={() => carousel.goTo(index)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
