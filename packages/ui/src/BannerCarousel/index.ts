export { type Banner, BannerCarousel, type BannerCarouselProps } from './BannerCarousel.tsx';
export { type Carousel, type CarouselOptions, useCarousel } from './useCarousel.ts';
export { useReducedMotion } from './useReducedMotion.ts';
