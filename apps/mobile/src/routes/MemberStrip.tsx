import { FailureBoundary } from '@wl/app/failure-boundary';
import { useMerchantSettings } from '@wl/app/merchant-settings';
import { useSession } from '@wl/app/session';
import { memberStrip } from '@wl/domain/menus';
import type { IconName } from '@wl/ui/icon';
import { MemberNavStrip } from '@wl/ui/member-nav-strip';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

const ICONS: Partial<Record<string, IconName>> = {
  points: 'points',
  manualRebate: 'cashback',
  rewards: 'gift',
  promotions: 'promotion',
  deposit: 'deposit',
};

/**
 * Home's member shortcuts: points (PTSYS3), single cash back (MANPLAYREB3), rewards, promotions, deposit; a visitor
 * goes to log in from all but promotions. Shown once the session is known, in the space home keeps for it.
 */
export function MemberStrip() {
  // The shortcuts follow the merchant's switches: while their read has failed, none show (the lobby says why).
  return (
    <FailureBoundary>
      <Shortcuts />
    </FailureBoundary>
  );
}

function Shortcuts() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const { switches } = useMerchantSettings();
  if (session.resolving) return null;
  return (
    <MemberNavStrip
      entries={memberStrip(switches, session.loggedIn).map((entry) => ({
        id: entry.id,
        label: t(`chrome.strip.${entry.id}`),
        ...(ICONS[entry.id] ? { icon: ICONS[entry.id] } : {}),
        href: entry.to,
        onSelect: (event) => {
          event.preventDefault();
          navigate(entry.to);
        },
      }))}
    />
  );
}
