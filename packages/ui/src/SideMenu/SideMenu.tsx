import { Avatar } from '../Avatar/Avatar.tsx';
import { BalanceDisplay, type BalanceDisplayProps } from '../BalanceDisplay/BalanceDisplay.tsx';
import { BrandMark } from '../BrandMark/BrandMark.tsx';
import { Button } from '../Button/Button.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { type NavEntry, NavEntryControl } from '../NavEntry/NavEntry.tsx';
import { useUiText } from '../UiText/UiText.tsx';
import { VipLabel } from '../VipLabel/VipLabel.tsx';
import * as styles from './SideMenu.css.ts';

export interface SideMenuMember {
  /** Nickname, else account name: the app chooses. */
  name: string;
  avatarSrc?: string;
  /** Shown only when given: the app passes it when the merchant's VIP flag is on. */
  vipLevel?: string | number;
  balance: BalanceDisplayProps;
}

export interface SideMenuLanguage {
  nativeName: string;
  flag: string;
  onOpen: () => void;
}

export interface SideMenuProps {
  open: boolean;
  onClose: () => void;
  /** Mask clicks this soon after opening are ignored: Dialog's maskGuardMs. */
  maskGuardMs: number;
  /** Written beside the theme's brand mark at the top of the drawer, next to the close button. */
  brandName?: string;
  /** The member variant when given, the guest variant otherwise. */
  member?: SideMenuMember;
  onLogin?: () => void;
  onRegister?: () => void;
  onDeposit?: () => void;
  onWithdraw?: () => void;
  /** The VIP benefits entry shows only when given. */
  onVipBenefits?: () => void;
  onSignOut?: () => void;
  /** Profile or agency centre, account record, betting record, help centre: already filtered by the app. */
  entries: NavEntry[];
  socialLinks?: NavEntry[];
  language: SideMenuLanguage;
  /** The app download entry: leave out inside the native app or an installed PWA. */
  onAppDownload?: () => void;
}

/** The drawer from the start edge: the guest's way in, the member's wallet and account entries. */
export function SideMenu({
  open,
  onClose,
  maskGuardMs,
  brandName,
  member,
  onLogin,
  onRegister,
  onDeposit,
  onWithdraw,
  onVipBenefits,
  onSignOut,
  entries,
  socialLinks = [],
  language,
  onAppDownload,
}: SideMenuProps) {
  const t = useUiText();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maskGuardMs={maskGuardMs}
      placement="start"
      hideTitle
      title={t('ui:sideMenu.title', { defaultValue: 'Menu' })}
      headerStart={
        <span className={styles.brand}>
          <BrandMark />
          {brandName}
        </span>
      }
    >
      <div className={styles.content}>
        {member ? (
          <section className={styles.profile} aria-label={t('ui:sideMenu.account', { defaultValue: 'Account' })}>
            <div className={styles.identity}>
              <Avatar name={member.name} src={member.avatarSrc} decorative />
              <div className={styles.nameBlock}>
                <span className={styles.name}>{member.name}</span>
                {member.vipLevel !== undefined ? <VipLabel level={member.vipLevel} /> : null}
              </div>
            </div>
            <BalanceDisplay {...member.balance} />
            <div className={styles.actions}>
              <Button size="small" onClick={onDeposit}>
                {t('ui:sideMenu.deposit', { defaultValue: 'Deposit' })}
              </Button>
              <Button size="small" variant="secondary" onClick={onWithdraw}>
                {t('ui:sideMenu.withdraw', { defaultValue: 'Withdraw' })}
              </Button>
            </div>
            {onVipBenefits ? (
              <button type="button" className={styles.entry} onClick={onVipBenefits}>
                <Icon name="crown" />
                <span>{t('ui:sideMenu.vipBenefits', { defaultValue: 'VIP benefits' })}</span>
              </button>
            ) : null}
          </section>
        ) : (
          <div className={styles.actions}>
            <Button size="small" variant="secondary" onClick={onLogin}>
              {t('ui:header.login', { defaultValue: 'Log in' })}
            </Button>
            <Button size="small" onClick={onRegister}>
              {t('ui:header.register', { defaultValue: 'Register' })}
            </Button>
          </div>
        )}
        <nav aria-label={t('ui:sideMenu.title', { defaultValue: 'Menu' })}>
          <ul className={styles.list}>
            {entries.map((entry) => (
              <li key={entry.id}>
                <NavEntryControl entry={entry} className={styles.entry} />
              </li>
            ))}
            <li>
              <button type="button" className={styles.entry} onClick={language.onOpen}>
                <Icon name="globe" />
                <span>{t('ui:sideMenu.language', { defaultValue: 'Language' })}</span>
                <span className={styles.trailing}>
                  <span aria-hidden="true">{language.flag}</span> {language.nativeName}
                </span>
              </button>
            </li>
            {onAppDownload ? (
              <li>
                <button type="button" className={styles.entry} onClick={onAppDownload}>
                  <Icon name="download" />
                  <span>{t('ui:sideMenu.appDownload', { defaultValue: 'Download the app' })}</span>
                </button>
              </li>
            ) : null}
          </ul>
        </nav>
        {socialLinks.length > 0 ? (
          <ul className={styles.social} aria-label={t('ui:sideMenu.social', { defaultValue: 'Follow us' })}>
            {socialLinks.map((entry) => (
              <li key={entry.id}>
                <NavEntryControl entry={entry} className={styles.socialLink} />
              </li>
            ))}
          </ul>
        ) : null}
        {member ? (
          <Button variant="ghost" block onClick={onSignOut}>
            <Icon name="logout" />
            {t('ui:sideMenu.signOut', { defaultValue: 'Sign out' })}
          </Button>
        ) : null}
      </div>
    </Dialog>
  );
}
