export {
  POPUP_SLIDE_MS,
  POPUP_SWIPE_PX,
  PopupCarousel,
  type PopupCarouselProps,
  type PopupItem,
} from './PopupCarousel.tsx';
