export type { NavEntry } from '../NavEntry/NavEntry.tsx';
export { SideMenu, type SideMenuLanguage, type SideMenuMember, type SideMenuProps } from './SideMenu.tsx';
