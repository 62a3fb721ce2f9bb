export {
  type SocialLinkItem,
  type SocialLinkNetwork,
  SocialLinks,
  type SocialLinksProps,
  socialLinkNetworks,
} from './SocialLinks.tsx';
export {
  SocialLogin,
  type SocialLoginProps,
  type SocialLoginProvider,
  socialLoginProviders,
} from './SocialLogin.tsx';
export { SocialIcon, type SocialNetwork, socialNetworkNames, socialNetworks } from './socialIcons.tsx';
