import { type DownlineRow, useAgentHome } from '@wl/app/agent-home';
import { useBalance } from '@wl/app/balance';
import { useSession } from '@wl/app/session';
import { CONTRACT_SCREEN_PATHS } from '@wl/domain/agent-home-machine';
import type { ContractKind } from '@wl/domain/contract';
import { memberDisplayName } from '@wl/domain/login-options';
import { type AgentAction, AgentHome as AgentHomeView } from '@wl/ui/agent-home';
import { Skeleton } from '@wl/ui/skeleton';
import { type MouseEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AgentGate } from './AgentGate.tsx';
import * as styles from './agent.css.ts';
import { useContractWords } from './contractWords.ts';
import { ReadFailed } from './ReadFailed.tsx';

/** /m/agent/home: who the agent is, the wallet, the contract screens, and the downline with their contracts. */
export function AgentHome() {
  return (
    <AgentGate>
      <AgentHomeContent />
    </AgentGate>
  );
}

function AgentHomeContent() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const balance = useBalance();
  const home = useAgentHome();
  const words = useContractWords();
  const go = (to: string) => (event: MouseEvent<HTMLElement>) => {
    event.preventDefault();
    navigate(to);
  };
  const count = (n: number) => (n > 0 ? String(n) : '');
  const awaitingTotal = home.kinds.reduce((sum, kind) => sum + home.awaiting[kind], 0);
  const firstAwaiting = home.kinds.find((kind) => home.awaiting[kind] > 0);
  const actions: AgentAction[] = home.kinds.map((kind) => ({
    id: kind,
    label: words.title(kind),
    icon: 'contract',
    href: CONTRACT_SCREEN_PATHS[kind],
    onSelect: go(CONTRACT_SCREEN_PATHS[kind]),
    awaiting: count(home.awaiting[kind]),
  }));
  const accepted = home.downline.reduce(
    (sum, row) => sum + home.kinds.filter((kind) => row.contracts[kind] === 'accepted').length,
    0,
  );
  return (
    <div className={styles.homePage}>
      <AgentHomeView
        agentName={memberDisplayName(session.member, session.userName)}
        {...(session.sessionType !== undefined ? { agentType: t(`agentArea.types.${session.sessionType}`) } : {})}
        balance={{
          text: balance.text,
          state: balance.state,
          onRefresh: balance.refresh,
          onToggleMasked: balance.toggleHidden,
        }}
        loading={home.loading && home.downline.length === 0}
        summary={[
          { id: 'downline', label: t('agentArea.downlineCount'), value: String(home.downline.length), icon: 'team' },
          { id: 'awaiting', label: t('agentArea.awaitingCount'), value: String(awaitingTotal), icon: 'contract' },
          { id: 'accepted', label: t('agentArea.acceptedCount'), value: String(accepted), icon: 'check' },
        ]}
        actions={actions}
        {...(firstAwaiting
          ? {
              awaitingReview: {
                count: count(awaitingTotal),
                href: CONTRACT_SCREEN_PATHS[firstAwaiting],
                onSelect: go(CONTRACT_SCREEN_PATHS[firstAwaiting]),
              },
            }
          : {})}
      />
      <Downline home={home} />
    </div>
  );
}

function Downline({ home }: { home: ReturnType<typeof useAgentHome> }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className={styles.homeSection} aria-labelledby={id} aria-busy={home.loading || undefined}>
      <h2 id={id} className={styles.homeHeading}>
        {t('agentArea.downline')}
      </h2>
      {home.error ? <ReadFailed error={home.error} loading={home.loading} onRetry={home.retry} /> : null}
      {home.loading && home.downline.length === 0 ? (
        <ul className={styles.list}>
          <li className={styles.card}>
            <Skeleton inlineSize="40%" />
            <Skeleton inlineSize="80%" />
          </li>
        </ul>
      ) : home.downline.length === 0 && !home.error ? (
        <p className={styles.muted}>{t('content:contractProposal.noDownline')}</p>
      ) : (
        <ul className={styles.list}>
          {home.downline.map((row) => (
            <DownlineCard key={row.userName} row={row} kinds={home.kinds} />
          ))}
        </ul>
      )}
    </section>
  );
}

function DownlineCard({ row, kinds }: { row: DownlineRow & { joined: string }; kinds: readonly ContractKind[] }) {
  const { t } = useTranslation();
  const words = useContractWords();
  const id = useId();
  return (
    <li className={styles.card} aria-labelledby={id}>
      <div className={styles.cardHead}>
        <h3 id={id} className={styles.name}>
          {row.userName}
        </h3>
        <p className={styles.muted}>{t('agentArea.joined', { date: row.joined })}</p>
      </div>
      <dl className={styles.states}>
        {kinds.map((kind) => {
          const state = row.contracts[kind];
          return (
            <div key={kind} className={styles.stateRow}>
              <dt className={styles.stateLabel}>{words.short(kind)}</dt>
              <dd className={styles.chip[state ?? 'none']}>{state ? words.state(state) : t('agentArea.noContract')}</dd>
            </div>
          );
        })}
      </dl>
    </li>
  );
}
