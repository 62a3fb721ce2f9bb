export { Footer, type FooterProps, type SocialLink, type SocialType } from './Footer.tsx';
