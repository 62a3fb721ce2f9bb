export { COPYRIGHT_YEAR, Footer, type FooterProps, type SocialType, socialTypes } from './Footer.tsx';
