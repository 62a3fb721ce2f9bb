export type { NavEntry } from '../NavEntry/NavEntry.tsx';
export { MemberMenu, type MemberMenuProps } from './MemberMenu.tsx';
