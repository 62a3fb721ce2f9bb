import { BrandMark } from '../BrandMark/BrandMark.tsx';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { iconButton } from '../theme/recipes.css.ts';
import { useUiText } from '../UiText/UiText.tsx';
import * as styles from './Header.css.ts';

export const backPlacements = ['none', 'left-text', 'right-icon'] as const;

export interface HeaderMember {
  name: string;
}

export interface HeaderProps {
  /**
   * The brand's name: part of the logo's accessible name, and written beside the theme's brand mark where the
   * header is wide enough (30rem and up); a phone shows the mark alone.
   */
  brandName: string;
  /** A full logo image instead of the theme's mark and the name. */
  logoSrc?: string;
  /** Resets the game filters and goes home; the app does both. */
  onLogoClick: () => void;
  /** The page title by path; none on home. Set in a row of its own under the brand row. */
  title?: string;
  /** left-text: a labelled back link at the start of the title row; right-icon: an arrow at its end. */
  back?: (typeof backPlacements)[number];
  onBack?: () => void;
  /** Opens the side menu; leave out where the page has none. */
  onMenu?: () => void;
  /** Logged in when given. */
  member?: HeaderMember;
  /**
   * A visitor's log in and register buttons; false leaves them out where the page is the login itself and there is
   * no registration (the agent build).
   */
  accessButtons?: boolean;
  onLogin?: () => void;
  onRegister?: () => void;
  onMember?: () => void;
  onLogout?: () => void;
}

/**
 * The brand row (menu, logo, log in and register or the member) and, on pages that have one, the title row (back,
 * title). Two rows because one does not hold them on a 360 px phone in Malay: the title would be squeezed to nothing
 * and the logo pushed under the buttons.
 */
export function Header({
  brandName,
  logoSrc,
  onLogoClick,
  title,
  back = 'none',
  onBack,
  onMenu,
  member,
  accessButtons = true,
  onLogin,
  onRegister,
  onMember,
  onLogout,
}: HeaderProps) {
  const t = useUiText();
  const backLabel = t('ui:header.back', { defaultValue: 'Back' });
  const titleRow = title !== undefined || back !== 'none';
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        {onMenu ? (
          <button
            type="button"
            className={iconButton()}
            aria-label={t('ui:header.menu', { defaultValue: 'Menu' })}
            onClick={onMenu}
          >
            <Icon name="menu" />
          </button>
        ) : null}
        <button
          type="button"
          className={styles.logo}
          aria-label={t('ui:header.home', { defaultValue: '{{brand}} home', brand: brandName })}
          onClick={onLogoClick}
        >
          {logoSrc ? (
            <img className={styles.logoImage} src={logoSrc} alt="" />
          ) : (
            <>
              <BrandMark />
              <span className={styles.brandName}>{brandName}</span>
            </>
          )}
        </button>
        <div className={styles.end}>
          {member ? (
            <>
              <button type="button" className={styles.member} onClick={onMember}>
                <Icon name="user" size="small" />
                <span className={styles.memberName}>{member.name}</span>
              </button>
              <button
                type="button"
                className={iconButton()}
                aria-label={t('ui:header.logout', { defaultValue: 'Log out' })}
                onClick={onLogout}
              >
                <Icon name="logout" />
              </button>
            </>
          ) : accessButtons ? (
            <>
              <Button size="small" variant="secondary" onClick={onLogin}>
                {t('ui:header.login', { defaultValue: 'Log in' })}
              </Button>
              <Button size="small" onClick={onRegister}>
                {t('ui:header.register', { defaultValue: 'Register' })}
              </Button>
            </>
          ) : null}
        </div>
      </div>
      {titleRow ? (
        <div className={styles.titleRow}>
          <span className={styles.titleStart}>
            {back === 'left-text' ? (
              <button type="button" className={styles.backText} onClick={onBack}>
                <Icon name="back" size="small" />
                {backLabel}
              </button>
            ) : null}
          </span>
          {title ? <h1 className={styles.title}>{title}</h1> : <span />}
          <span className={styles.titleEnd}>
            {back === 'right-icon' ? (
              <button type="button" className={iconButton()} aria-label={backLabel} onClick={onBack}>
                <Icon name="back" />
              </button>
            ) : null}
          </span>
        </div>
      ) : null}
    </header>
  );
}
