export {
  MARQUEE_PIXELS_PER_SECOND,
  NoticeBar,
  type NoticeBarItem,
  type NoticeBarProps,
  stripHtml,
} from './NoticeBar.tsx';
