import { type FooterEntry, type FooterEntryId, footerCurrent, footerMenu } from '@wl/domain/footer-menu';
import { FooterMenu, type NavEntry } from '@wl/ui/footer-menu';
import type { IconName } from '@wl/ui/icon';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

const ICONS: Record<FooterEntryId, IconName> = {
  home: 'home',
  deposit: 'deposit',
  invite: 'invite',
  memberCentre: 'user',
  reward: 'gift',
};

export interface FooterTabsProps {
  /** Unknown until the services have loaded: the tabs then link to their screens, which check the session. */
  loggedIn?: boolean;
  /** The total unread count as the footer words it ("99+"). */
  unread?: string;
  onInvite: () => void;
}

/** The footer menu of every page: Home, Deposit, Invite, Member Center, Reward, with the unread total. */
export function FooterTabs({ loggedIn, unread = '', onInvite }: FooterTabsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const entry = (item: FooterEntry): NavEntry => ({
    id: item.id,
    label: t(`chrome.footer.${item.id}`),
    icon: ICONS[item.id],
    ...(item.unread && unread ? { badge: unread } : {}),
    ...('to' in item
      ? {
          href: item.to,
          onSelect: (event) => {
            event.preventDefault();
            navigate(item.to);
          },
        }
      : { onSelect: onInvite }),
  });
  const current = footerCurrent(pathname);
  return (
    <FooterMenu
      entries={footerMenu(loggedIn ?? true).map(entry)}
      {...(current === undefined ? {} : { currentId: current })}
    />
  );
}
