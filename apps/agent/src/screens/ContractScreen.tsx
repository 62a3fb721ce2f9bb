import { useContractProposal } from '@wl/app/contract-proposal';
import { useFormMessages } from '@wl/app/form-messages';
import type { ContractKind } from '@wl/domain/contract';
import { REVIEWED_KIND } from '@wl/domain/contract-review';
import { Button } from '@wl/ui/button';
import { ContractProposalEditor, DownlinePicker } from '@wl/ui/contract-proposal-editor';
import { Skeleton } from '@wl/ui/skeleton';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AgentGate } from './AgentGate.tsx';
import * as styles from './agent.css.ts';
import { useContractWords } from './contractWords.ts';
import { ReadFailed } from './ReadFailed.tsx';

/** A figure kept whole and in its own direction inside a sentence, whichever way the page runs (1.5%, RM 1,000.00). */
const isolated = (figure: string) => `\u2068${figure}\u2069`;

/**
 * A contract screen (/m/member/agent/getSalaryContract, getHourContract, getDevidendContract): the contracts of its
 * kind the agent proposed, each member's latest as awaiting review, accepted or rejected, and a new proposal to a
 * member of the direct downline with its terms checked before it is sent.
 */
export function ContractScreen({ kind }: { kind: ContractKind }) {
  return (
    <AgentGate keepsOpen>
      <ContractScreenContent kind={kind} />
    </AgentGate>
  );
}

function ContractScreenContent({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  const messages = useFormMessages();
  const words = useContractWords();
  const proposal = useContractProposal(kind);
  const currentId = useId();
  const fieldError = (key: string | undefined) => (key ? messages.field({ key }) : undefined);
  // Without the downline there is no one to propose to: the form waits for it to be read.
  const downlineUnread = proposal.readError !== undefined && proposal.members.length === 0;
  const form = useRef<HTMLElement>(null);
  const sent = useRef(false);
  // After a refused send (not while typing), the focus goes to the first field to put right: the member choice, then
  // the threshold and the rate, as the form orders them.
  useEffect(() => {
    const { member, threshold, rate } = proposal.errors;
    if (!sent.current) return;
    sent.current = false;
    if (!member && !threshold && !rate) return;
    const first = member
      ? form.current?.querySelector<HTMLInputElement>('input[type="radio"]:not(:disabled)')
      : form.current?.querySelector<HTMLInputElement>('input[aria-invalid="true"]');
    first?.focus();
  }, [proposal.errors]);
  return (
    <div className={styles.page}>
      <section className={styles.section} aria-labelledby={currentId} aria-busy={proposal.loading || undefined}>
        <div className={styles.cardHead}>
          <h2 id={currentId} className={styles.heading}>
            {t('agentArea.current')}
          </h2>
          <Button variant="secondary" size="small" loading={proposal.loading} onClick={proposal.refresh}>
            {t('agentArea.refresh')}
          </Button>
        </div>
        {proposal.readError ? (
          <ReadFailed error={proposal.readError} loading={proposal.loading} onRetry={proposal.refresh} />
        ) : null}
        {proposal.loading && proposal.contracts.length === 0 ? (
          <ul className={styles.list}>
            <li className={styles.card}>
              <Skeleton inlineSize="40%" />
              <Skeleton inlineSize="70%" />
            </li>
          </ul>
        ) : proposal.contracts.length === 0 ? (
          // A read that failed says so above; "none yet" would not be known.
          proposal.readError ? null : (
            <p className={styles.muted}>{t('agentArea.noContracts')}</p>
          )
        ) : (
          <ul className={styles.list}>
            {proposal.contracts.map((contract) => (
              <li key={contract.id} className={styles.card} aria-label={contract.member}>
                <div className={styles.cardHead}>
                  <p className={styles.name}>{contract.member}</p>
                  <p className={styles.chip[contract.state]}>{words.state(contract.state)}</p>
                </div>
                <p className={styles.muted}>
                  {t('agentArea.terms', { rate: isolated(contract.rate), threshold: isolated(contract.threshold) })}
                </p>
                <p className={styles.muted}>{t('agentArea.sentOn', { date: contract.proposedOn })}</p>
              </li>
            ))}
          </ul>
        )}
      </section>

      {downlineUnread ? null : (
        <section ref={form} className={styles.section}>
          {proposal.proposed ? (
            <p className={styles.notice} role="status">
              {t('agentArea.sent', { member: proposal.proposed.member })}
            </p>
          ) : null}
          <ContractProposalEditor
            kind={REVIEWED_KIND[kind]}
            periods={proposal.periods}
            period={proposal.draft.period}
            onPeriodChange={proposal.selectPeriod}
            downlinePicker={
              <DownlinePicker
                members={proposal.members.map((member) => ({
                  userName: member.userName,
                  detail: t('agentArea.joined', { date: member.joined }),
                  ...(member.state ? { state: member.state } : {}),
                  disabled: member.awaiting,
                }))}
                value={proposal.draft.member}
                onValueChange={proposal.selectMember}
                {...(proposal.errors.member ? { error: fieldError(proposal.errors.member) } : {})}
              />
            }
            tiers={[
              {
                id: 'terms',
                rate: proposal.draft.rate,
                threshold: proposal.draft.threshold,
                ...(proposal.readBack
                  ? { rateText: proposal.readBack.rate, thresholdText: proposal.readBack.threshold }
                  : {}),
                errors: {
                  ...(proposal.errors.rate ? { rate: fieldError(proposal.errors.rate) } : {}),
                  ...(proposal.errors.threshold ? { threshold: fieldError(proposal.errors.threshold) } : {}),
                },
              },
            ]}
            onTierChange={(_id, field, value) => proposal.change(field, value)}
            currency={proposal.currency}
            {...(proposal.error ? { error: messages.failure(proposal.error) } : {})}
            submitting={proposal.submitting}
            onSubmit={() => {
              sent.current = true;
              proposal.submit();
            }}
          />
        </section>
      )}
    </div>
  );
}
