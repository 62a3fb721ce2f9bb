export { PopupCarousel, type PopupCarouselProps, type PopupItem } from './PopupCarousel.tsx';
