export type { NavEntry } from '../NavEntry/NavEntry.tsx';
export { FooterMenu, type FooterMenuProps } from './FooterMenu.tsx';
