import { type MouseEvent, type ReactNode, useId } from 'react';
import { Avatar } from '../Avatar/Avatar.tsx';
import { BalanceDisplay, type BalanceState } from '../BalanceDisplay/BalanceDisplay.tsx';
import { Icon, type IconName } from '../Icon/Icon.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { useUiText } from '../UiText/UiText.tsx';
import * as styles from './AgentHome.css.ts';

/** One figure of the agent's summary, formatted by the app ("RM 12,480.00", "18"). */
export interface AgentSummaryItem {
  id: string;
  label: string;
  value: string;
  icon?: IconName;
}

/**
 * One quick action (the contract screens, downline, reports): the app decides which exist and words them. With
 * href it is a link, without it a button.
 */
export interface AgentAction {
  id: string;
  label: string;
  icon: IconName;
  href?: string;
  onSelect?: (event: MouseEvent<HTMLElement>) => void;
  /** How many of its contracts await review, as the app words it ("3", "99+"); nothing shows when empty. */
  awaiting?: string;
}

export interface AgentHomeProps {
  agentName: string;
  /** The kind of agent, under the name, as the app words it ("Member agent"). */
  agentType?: string;
  /** The wallet, as `BalanceDisplay` takes it. */
  balance: {
    text: string;
    state: BalanceState;
    onRefresh?: () => void;
    onToggleMasked?: () => void;
  };
  summary: readonly AgentSummaryItem[];
  /** The summary's figures are on their way: their places show as placeholders. */
  loading?: boolean;
  actions: readonly AgentAction[];
  /** Contracts awaiting review, as the app words the count; a banner leads to them when it is not empty. */
  awaitingReview?: { count: string; href?: string; onSelect?: (event: MouseEvent<HTMLElement>) => void };
}

function Target({
  href,
  onSelect,
  className,
  children,
}: {
  href?: string;
  onSelect?: (event: MouseEvent<HTMLElement>) => void;
  className: string;
  children: ReactNode;
}) {
  if (href !== undefined) {
    return (
      <a className={className} href={href} onClick={onSelect}>
        {children}
      </a>
    );
  }
  return (
    <button type="button" className={className} onClick={onSelect}>
      {children}
    </button>
  );
}

/** The agent's home: a greeting, the wallet, contracts awaiting review, the summary and the quick actions. */
export function AgentHome({
  agentName,
  agentType,
  balance,
  summary,
  loading = false,
  actions,
  awaitingReview,
}: AgentHomeProps) {
  const t = useUiText();
  const id = useId();
  const awaitingText = (count: string) =>
    t('content:agentHome.awaitingCount', { defaultValue: '{{count}} awaiting review', count });

  return (
    <section className={styles.page} aria-labelledby={`${id}-name`}>
      <header className={styles.welcome}>
        <Avatar name={agentName} size="large" decorative />
        <div className={styles.who}>
          <p className={styles.hello}>{t('content:agentHome.welcome', { defaultValue: 'Welcome back' })}</p>
          <h1 id={`${id}-name`} className={styles.name}>
            {agentName}
          </h1>
          {agentType ? <p className={styles.agentType}>{agentType}</p> : null}
        </div>
      </header>

      <div className={styles.wallet}>
        <Icon name="deposit" size="large" />
        <BalanceDisplay {...balance} />
      </div>

      {awaitingReview && awaitingReview.count !== '' ? (
        <Target href={awaitingReview.href} onSelect={awaitingReview.onSelect} className={styles.awaiting}>
          <span className={styles.awaitingIcon}>
            <Icon name="contract" />
          </span>
          <span className={styles.awaitingText}>
            {t('content:agentHome.awaiting', { defaultValue: 'Contracts awaiting review' })}
          </span>
          <span className={styles.count}>
            <span aria-hidden="true">{awaitingReview.count}</span>
            <span className={styles.hidden}>{awaitingText(awaitingReview.count)}</span>
          </span>
          <Icon name="chevronForward" size="small" />
        </Target>
      ) : null}

      {summary.length > 0 ? (
        <section className={styles.block} aria-labelledby={`${id}-summary`}>
          <h2 id={`${id}-summary`} className={styles.heading}>
            {t('content:agentHome.summary', { defaultValue: 'Summary' })}
          </h2>
          <dl className={styles.summary} aria-busy={loading || undefined}>
            {summary.map((item) => (
              <div key={item.id} className={styles.figureCard}>
                <dt className={styles.figureLabel}>
                  {item.icon ? <Icon name={item.icon} size="small" /> : null}
                  {item.label}
                </dt>
                <dd className={styles.figureValue}>
                  {loading ? <Skeleton inlineSize="70%" /> : <span className={styles.figureText}>{item.value}</span>}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}

      {actions.length > 0 ? (
        <nav className={styles.block} aria-labelledby={`${id}-actions`}>
          <h2 id={`${id}-actions`} className={styles.heading}>
            {t('content:agentHome.actions', { defaultValue: 'Quick actions' })}
          </h2>
          <ul className={styles.actions}>
            {actions.map((action) => (
              <li key={action.id} className={styles.actionItem}>
                <Target href={action.href} onSelect={action.onSelect} className={styles.action}>
                  <span className={styles.actionIcon}>
                    <Icon name={action.icon} />
                    {action.awaiting ? (
                      <span className={styles.actionCount}>
                        <span aria-hidden="true">{action.awaiting}</span>
                      </span>
                    ) : null}
                  </span>
                  <span className={styles.actionLabel}>{action.label}</span>
                  {action.awaiting ? <span className={styles.hidden}>{awaitingText(action.awaiting)}</span> : null}
                </Target>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </section>
  );
}
