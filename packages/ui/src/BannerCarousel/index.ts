export {
  BANNER_AUTOPLAY_MS,
  BANNER_SPEED_MS,
  BANNER_SWIPE_PX,
  type Banner,
  BannerCarousel,
  type BannerCarouselProps,
} from './BannerCarousel.tsx';
export { type Carousel, type CarouselOptions, useCarousel } from './useCarousel.ts';
export { useReducedMotion } from './useReducedMotion.ts';
