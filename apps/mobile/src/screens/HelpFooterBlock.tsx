import { useHelpFooterLinks } from '@wl/app/help-centre';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import * as styles from './Content.css.ts';

/**
 * The footer's help block: a link per help topic to /m/help?i={index}, shown only when the help list is not empty.
 * Needs the services: render it inside a Suspense boundary.
 */
export function HelpFooterBlock() {
  const { t } = useTranslation();
  const links = useHelpFooterLinks();
  if (links.length === 0) return null;
  return (
    <nav className={styles.footerBlock} aria-labelledby="footer-help">
      <h2 id="footer-help" className={styles.heading}>
        {t('chrome.helpFooterTitle')}
      </h2>
      <ul className={styles.footerLinks}>
        {links.map((link) => (
          <li key={link.to}>
            <Link className={styles.link} to={link.to}>
              {link.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
