export { NoticeBar, type NoticeBarItem, type NoticeBarProps } from './NoticeBar.tsx';
