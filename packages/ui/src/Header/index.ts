export { backPlacements, Header, type HeaderMember, type HeaderProps } from './Header.tsx';
