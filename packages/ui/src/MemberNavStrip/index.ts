export type { NavEntry } from '../NavEntry/NavEntry.tsx';
export { MemberNavStrip, type MemberNavStripProps } from './MemberNavStrip.tsx';
