export {
  formatNoticeDate,
  type Notice,
  NoticeAccordion,
  type NoticeAccordionProps,
  noticeDateSeparators,
} from './NoticeAccordion.tsx';
