import { useBalance } from '@wl/app/balance';
import { useMerchantSettings } from '@wl/app/merchant-settings';
import { useSession } from '@wl/app/session';
import { memberDisplayName } from '@wl/domain/login-options';
import { AGENCY_CENTRE, agencyCentreHref, memberCentreAccess, memberMenu } from '@wl/domain/menus';
import { vipLevel } from '@wl/domain/rank-progress';
import { Button } from '@wl/ui/button';
import { MemberMenu } from '@wl/ui/member-menu';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import * as styles from './forms.css.ts';
import { MemberFiguresFailed } from './MemberFiguresFailed.tsx';

/** The agent build's origin (docs/decisions.md, "The member centre's agency centre"); unset, this site's own. */
const AGENT_SITE = import.meta.env.VITE_AGENT_SITE;

/** /m/member/home: who the member is, the balance, and the links the merchant's switches allow. */
export function MemberCentre() {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<p role="status">{t('status.loading')}</p>}>
      <MemberCentreContent />
    </Suspense>
  );
}

function MemberCentreContent() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const settings = useMerchantSettings();
  const balance = useBalance();
  if (session.resolving) return <p role="status">{t('status.loading')}</p>;
  const access = memberCentreAccess(session.loggedIn ? session.sessionType : undefined);
  if (access === 'login') return <Navigate to="/m/login" replace />;
  if (access === 'free_reject') {
    return (
      <section className={styles.page} aria-labelledby="trial-title">
        <h2 id="trial-title">{t('memberCentre.trialTitle')}</h2>
        <p role="alert">{t('errors:trial.forbidden')}</p>
        <Button block onClick={() => navigate('/m/register')}>
          {t('memberCentre.registerNow')}
        </Button>
      </section>
    );
  }
  const member = session.member;
  return (
    <>
      <MemberFiguresFailed />
      <MemberMenu
        name={memberDisplayName(member, session.userName)}
        {...(member?.avatarUrl ? { avatarSrc: member.avatarUrl } : {})}
        {...(settings.settings.vip && member?.vipLabel ? { vipLevel: vipLevel(member.vipLabel) } : {})}
        balance={{
          text: balance.text,
          state: balance.state,
          onRefresh: balance.refresh,
          onToggleMasked: balance.toggleHidden,
        }}
        entries={memberMenu(settings.switches, session.sessionType ?? 0).map((entry) =>
          entry.id === AGENCY_CENTRE.id
            ? // The agent build, on its own origin: a full page load, not this site's router.
              { id: entry.id, label: t(`memberCentre.${entry.id}`), href: agencyCentreHref(AGENT_SITE) }
            : {
                id: entry.id,
                label: t(`memberCentre.${entry.id}`),
                href: entry.to,
                onSelect: (event) => {
                  event.preventDefault();
                  navigate(entry.to);
                },
              },
        )}
      />
    </>
  );
}
