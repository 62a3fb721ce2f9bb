export { type Notice, NoticeAccordion, type NoticeAccordionProps } from './NoticeAccordion.tsx';
