import { useAccessModals } from '@wl/app/access-modals';
import { useInstalledApp } from '@wl/app/app-download';
import { useBalance } from '@wl/app/balance';
import { FailureBoundary } from '@wl/app/failure-boundary';
import { useLanguage } from '@wl/app/language';
import { useLogout } from '@wl/app/logout';
import { LogoutDialog } from '@wl/app/logout-dialog';
import { useMerchantSettings } from '@wl/app/merchant-settings';
import { type SessionState, useSession } from '@wl/app/session';
import { DIALOG_MASK_GUARD_MS } from '@wl/domain/constants';
import { footerSocialLinks } from '@wl/domain/content';
import { memberDisplayName } from '@wl/domain/login-options';
import type { MenuEntry } from '@wl/domain/menus';
import { vipLevel } from '@wl/domain/rank-progress';
import { sideMenu } from '@wl/domain/side-menu';
import { Dialog } from '@wl/ui/dialog';
import type { IconName } from '@wl/ui/icon';
import { LanguagePicker } from '@wl/ui/language-picker';
import { type NavEntry, SideMenu, type SideMenuProps } from '@wl/ui/side-menu';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

const ICONS: Partial<Record<string, IconName>> = {
  profile: 'user',
  agencyCentre: 'team',
  accountRecord: 'record',
  bettingRecord: 'ticket',
  help: 'help',
};

/** The networks' own names, the same in every language. */
const SOCIAL_NAMES = {
  YOUTUBE: 'YouTube',
  FACEBOOK: 'Facebook',
  INSTAGRAM: 'Instagram',
  WHATSAPP: 'WhatsApp',
  TELEGRAM: 'Telegram',
} as const;

export interface SideMenuPanelProps {
  open: boolean;
  onClose: () => void;
  onAppDownload: () => void;
}

/**
 * The side menu the header's menu button opens: a visitor's (log in, register) or the member's (who, balance,
 * wallet, VIP, sign out), with the entries the merchant's switches and the session allow, the social links, the
 * language and, outside the installed app, the app download. Loaded on demand, with the services.
 */
export function SideMenuPanel(props: SideMenuPanelProps) {
  // Its entries follow the merchant's switches: while their read has failed (the page says why) it does not open.
  return (
    <FailureBoundary>
      <SessionSideMenu {...props} />
    </FailureBoundary>
  );
}

function SessionSideMenu(props: SideMenuPanelProps) {
  const session = useSession();
  // A new login gets its own logout: the member part is keyed by who is logged in.
  return session.loggedIn ? (
    <MemberSideMenu key={session.userName} {...props} session={session} />
  ) : (
    <PlayerSideMenu {...props} session={session} />
  );
}

function MemberSideMenu(props: SideMenuPanelProps & { session: SessionState }) {
  const logout = useLogout();
  return (
    <>
      <PlayerSideMenu
        {...props}
        onSignOut={() => {
          props.onClose();
          logout.ask();
        }}
      />
      <LogoutDialog logout={logout} />
    </>
  );
}

function PlayerSideMenu({
  open,
  onClose,
  onAppDownload,
  session,
  onSignOut,
}: SideMenuPanelProps & { session: SessionState; onSignOut?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const modals = useAccessModals();
  const { switches, settings } = useMerchantSettings();
  const balance = useBalance();
  const language = useLanguage();
  const installed = useInstalledApp();
  const [choosingLanguage, setChoosingLanguage] = useState(false);
  const menu = sideMenu({
    switches,
    ...(session.loggedIn && session.sessionType !== undefined ? { sessionType: session.sessionType } : {}),
    vip: settings.vip,
    standalone: installed,
  });
  const go = (to: string) => {
    onClose();
    navigate(to);
  };
  const link = (entry: MenuEntry): NavEntry => ({
    id: entry.id,
    label: t(`chrome.menu.${entry.id}`),
    ...(ICONS[entry.id] ? { icon: ICONS[entry.id] } : {}),
    href: entry.to,
    onSelect: (event) => {
      event.preventDefault();
      go(entry.to);
    },
  });
  const member = session.member;
  const current = language.languages.find((item) => item.code === language.code) ?? language.languages[0];
  const props: SideMenuProps = {
    open,
    onClose,
    maskGuardMs: DIALOG_MASK_GUARD_MS,
    brandName: t('app.name'),
    ...(session.loggedIn
      ? {
          member: {
            name: memberDisplayName(member, session.userName),
            ...(member?.avatarUrl ? { avatarSrc: member.avatarUrl } : {}),
            ...(menu.showsVipLabel && member?.vipLabel ? { vipLevel: vipLevel(member.vipLabel) } : {}),
            balance: {
              text: balance.text,
              state: balance.state,
              onRefresh: balance.refresh,
              onToggleMasked: balance.toggleHidden,
            },
          },
          onDeposit: () => go(menu.deposit),
          onWithdraw: () => go(menu.withdraw),
          ...(menu.vipBenefits ? { onVipBenefits: () => go(menu.vipBenefits as string) } : {}),
          ...(onSignOut ? { onSignOut } : {}),
        }
      : {
          // Over the page, as the header's: the player keeps their place.
          onLogin: () => {
            onClose();
            modals?.open('login');
          },
          onRegister: () => {
            onClose();
            modals?.open('register');
          },
        }),
    entries: menu.entries.map(link),
    socialLinks: footerSocialLinks(settings.socialLinks).map(({ type, href }) => ({
      id: type,
      label: SOCIAL_NAMES[type],
      href,
    })),
    language: {
      nativeName: current?.nativeName ?? language.code,
      flag: current?.flag ?? '',
      onOpen: () => setChoosingLanguage(true),
    },
    ...(menu.appDownload
      ? {
          onAppDownload: () => {
            onClose();
            onAppDownload();
          },
        }
      : {}),
  };
  return (
    <>
      <SideMenu {...props} />
      <Dialog
        open={choosingLanguage}
        onClose={() => setChoosingLanguage(false)}
        title={t('chrome.menu.chooseLanguage')}
        placement="bottom"
        maskGuardMs={DIALOG_MASK_GUARD_MS}
      >
        <LanguagePicker
          languages={language.languages}
          value={language.code}
          label={t('settings.language')}
          onValueChange={(code) => {
            language.change(code);
            setChoosingLanguage(false);
          }}
        />
      </Dialog>
    </>
  );
}
