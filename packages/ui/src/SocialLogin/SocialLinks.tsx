import { useUiText } from '../UiText/UiText.tsx';
import * as styles from './SocialLogin.css.ts';
import { SocialIcon, socialNetworkNames } from './socialIcons.tsx';

/** The networks the footer links to (the documents' list). */
export const socialLinkNetworks = ['YOUTUBE', 'FACEBOOK', 'INSTAGRAM', 'WHATSAPP', 'TELEGRAM'] as const;
export type SocialLinkNetwork = (typeof socialLinkNetworks)[number];

export interface SocialLinkItem {
  type: SocialLinkNetwork;
  href: string;
}

export interface SocialLinksProps {
  /** The links to show, in order: the app leaves out the networks the merchant has not linked. */
  links: readonly SocialLinkItem[];
  /** Names the list; "Follow us" when not given. */
  label?: string;
}

/** The merchant's social pages as a row of round marks (footer, side menu), each opening in a new tab. */
export function SocialLinks({ links, label }: SocialLinksProps) {
  const t = useUiText();
  if (links.length === 0) return null;
  return (
    <ul className={styles.links} aria-label={label ?? t('ui:socialLinks.label', { defaultValue: 'Follow us' })}>
      {links.map(({ type, href }) => (
        <li key={type}>
          <a className={styles.link} href={href} target="_blank" rel="noopener noreferrer">
            <span className={styles.hidden}>{socialNetworkNames[type]}</span>
            <SocialIcon network={type} className={styles.linkIcon} />
          </a>
        </li>
      ))}
    </ul>
  );
}
