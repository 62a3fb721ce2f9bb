import { type FormEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { Button } from '../Button/Button.tsx';
import { type ContractKind, contractKinds, useContractTexts } from '../ContractCard/ContractCard.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { Tabs } from '../Tabs/Tabs.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { iconButton } from '../theme/recipes.css.ts';
import { useUiText } from '../UiText/UiText.tsx';
import * as styles from './ContractProposalEditor.css.ts';

/** How often a contract settles, as the contract spells it: wages by day or hour, a dividend by half month or month. */
export const contractPeriods = ['day', 'hour', 'half-month', 'month'] as const;
export type ContractPeriod = (typeof contractPeriods)[number];

export type TierField = 'threshold' | 'rate';

/** One tier as the agent is typing it; the app keeps the values and checks them. */
export interface ProposalTier {
  /** Stable while the row exists, so typing and removing reach the right row. */
  id: string;
  /** As typed: a plain decimal amount. */
  threshold: string;
  /** As typed: a plain decimal percentage. */
  rate: string;
  /** The threshold as the app formats it ("RM 10,000.00"), read back once it is valid. */
  thresholdText?: string;
  /** The rate as the app formats it ("0.5%"), read back once it is valid. */
  rateText?: string;
  /** The app's messages for this row, in the agent's language. */
  errors?: Partial<Record<TierField, string>>;
}

export interface ContractProposalEditorProps {
  kind: ContractKind;
  /** Offers the three kinds as tabs; without it the kind is fixed (the page's own route) and written as the title. */
  onKindChange?: (kind: ContractKind) => void;
  /** The periods this kind may settle over (the domain's list for the kind); a choice shows when there are two. */
  periods: readonly ContractPeriod[];
  period: ContractPeriod;
  onPeriodChange?: (period: ContractPeriod) => void;
  /** The downline member to propose to: the folder's `DownlinePicker`, or the app's own control. */
  downlinePicker: ReactNode;
  tiers: readonly ProposalTier[];
  onTierChange: (id: string, field: TierField, value: string) => void;
  /** Adds a row; the button shows only when given. */
  onAddTier?: () => void;
  /** Removes a row; the buttons show only when given and there is more than one row. */
  onRemoveTier?: (id: string) => void;
  /** No more rows than this can be added. */
  maxTiers?: number;
  /** The merchant's currency symbol before each threshold ("RM"). */
  currency: string;
  /** What stopped the proposal as a whole ("This member already has a contract awaiting review"). */
  error?: string;
  /** The proposal is on its way. */
  submitting?: boolean;
  onSubmit: () => void;
}

function useProposalTexts() {
  const t = useUiText();
  return {
    threshold: (kind: ContractKind) =>
      ({
        dailyWage: t('content:contract.dailyBet', { defaultValue: 'Daily valid bet' }),
        hourlyWage: t('content:contract.hourlyBet', { defaultValue: 'Hourly valid bet' }),
        dividend: t('content:contract.periodLoss', { defaultValue: 'Net loss in period' }),
      })[kind],
    kindTab: (kind: ContractKind) =>
      ({
        dailyWage: t('content:contractProposal.dailyWage', { defaultValue: 'Daily wage' }),
        hourlyWage: t('content:contractProposal.hourlyWage', { defaultValue: 'Hourly wage' }),
        dividend: t('content:contractProposal.dividend', { defaultValue: 'Dividend' }),
      })[kind],
    period: (period: ContractPeriod) =>
      ({
        day: t('content:contractProposal.periodDay', { defaultValue: 'Daily' }),
        hour: t('content:contractProposal.periodHour', { defaultValue: 'Hourly' }),
        'half-month': t('content:contractProposal.periodHalfMonth', { defaultValue: 'Half-monthly' }),
        month: t('content:contractProposal.periodMonth', { defaultValue: 'Monthly' }),
      })[period],
  };
}

/**
 * The agent's proposal of a daily-wage, hourly-wage or dividend contract to a direct downline member: the member,
 * the settlement period, and tiers of threshold and rate. Each tier is a card, so the form works on a 360 px phone;
 * the figures the app reads back ("≥ RM 10,000.00") never break inside.
 */
export function ContractProposalEditor({
  kind,
  onKindChange,
  periods,
  period,
  onPeriodChange,
  downlinePicker,
  tiers,
  onTierChange,
  onAddTier,
  onRemoveTier,
  maxTiers,
  currency,
  error,
  submitting = false,
  onSubmit,
}: ContractProposalEditorProps) {
  const t = useUiText();
  const texts = useProposalTexts();
  const contractTexts = useContractTexts();
  const id = useId();
  const list = useRef<HTMLOListElement>(null);
  const addArea = useRef<HTMLDivElement>(null);
  // Where focus goes after the rows change: into a row just added, or to a steady place after a removal.
  const pendingFocus = useRef<'added' | 'removed' | null>(null);
  const atMax = maxTiers !== undefined && tiers.length >= maxTiers;

  useEffect(() => {
    const reason = pendingFocus.current;
    if (reason === null) return;
    pendingFocus.current = null;
    const inputs = list.current?.querySelectorAll<HTMLInputElement>('input[data-field="threshold"]');
    const add = addArea.current?.querySelector('button');
    if (reason === 'added') inputs?.[inputs.length - 1]?.focus();
    else if (add && !add.disabled) add.focus();
    else inputs?.[0]?.focus();
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!submitting) onSubmit();
  }

  const form = (
    <form
      className={styles.form}
      noValidate
      onSubmit={submit}
      aria-labelledby={onKindChange ? undefined : `${id}-title`}
    >
      {onKindChange ? null : (
        <h2 id={`${id}-title`} className={styles.title}>
          {contractTexts.title(kind)}
        </h2>
      )}
      <div className={styles.section}>{downlinePicker}</div>

      {periods.length > 1 ? (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>
            {t('content:contractProposal.period', { defaultValue: 'Settlement' })}
          </legend>
          <div className={styles.segments}>
            {periods.map((option) => (
              <label key={option} className={styles.segment}>
                <input
                  type="radio"
                  className={styles.segmentInput}
                  name={`${id}-period`}
                  value={option}
                  checked={option === period}
                  onChange={() => onPeriodChange?.(option)}
                />
                <span className={styles.segmentLabel}>{texts.period(option)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : (
        <p className={styles.periodNote}>
          <Icon name="refresh" size="small" />
          {t('content:contractProposal.settles', {
            defaultValue: 'Settlement: {{period}}',
            period: texts.period(period),
          })}
        </p>
      )}

      <section className={styles.section} aria-labelledby={`${id}-tiers`}>
        <h3 id={`${id}-tiers`} className={styles.legend}>
          {t('content:contractProposal.tiers', { defaultValue: 'Tiers' })}
        </h3>
        <ol ref={list} className={styles.tiers}>
          {tiers.map((tier, index) => {
            const number = index + 1;
            const name = t('content:contractProposal.tierName', { defaultValue: 'Tier {{number}}', number });
            return (
              <li key={tier.id} className={styles.tier} aria-label={name}>
                <div className={styles.tierHead}>
                  <span className={styles.tierName}>{name}</span>
                  {tier.thresholdText && tier.rateText ? (
                    <span className={styles.summary}>
                      <span className={styles.figure}>{`≥ ${tier.thresholdText}`}</span>
                      <Icon name="chevronForward" size="small" />
                      <span className={`${styles.figure} ${styles.rate}`}>{tier.rateText}</span>
                    </span>
                  ) : null}
                  {onRemoveTier && tiers.length > 1 ? (
                    <button
                      type="button"
                      className={`${iconButton()} ${styles.remove}`}
                      aria-label={t('content:contractProposal.removeTier', {
                        defaultValue: 'Remove tier {{number}}',
                        number,
                      })}
                      onClick={() => {
                        pendingFocus.current = 'removed';
                        onRemoveTier(tier.id);
                      }}
                    >
                      <Icon name="trash" />
                    </button>
                  ) : null}
                </div>
                <div className={styles.fields}>
                  <TextField
                    label={texts.threshold(kind)}
                    value={tier.threshold}
                    onValueChange={(value) => onTierChange(tier.id, 'threshold', value)}
                    inputMode="decimal"
                    autoComplete="off"
                    data-field="threshold"
                    leading={<span className={styles.affix}>{currency}</span>}
                    error={tier.errors?.threshold}
                  />
                  <TextField
                    label={t('content:contractProposal.rate', { defaultValue: 'Rate' })}
                    value={tier.rate}
                    onValueChange={(value) => onTierChange(tier.id, 'rate', value)}
                    inputMode="decimal"
                    autoComplete="off"
                    data-field="rate"
                    trailing={<span className={styles.affix}>%</span>}
                    error={tier.errors?.rate}
                  />
                </div>
              </li>
            );
          })}
        </ol>
        {onAddTier ? (
          <div ref={addArea} className={styles.add}>
            <Button
              variant="secondary"
              block
              disabled={atMax}
              aria-describedby={atMax ? `${id}-max` : undefined}
              onClick={() => {
                pendingFocus.current = 'added';
                onAddTier();
              }}
            >
              <Icon name="plus" size="small" />
              {t('content:contractProposal.addTier', { defaultValue: 'Add tier' })}
            </Button>
            {atMax ? (
              <p id={`${id}-max`} className={styles.hint}>
                {t('content:contractProposal.maxTiers', { defaultValue: 'Up to {{max}} tiers.', max: maxTiers })}
              </p>
            ) : null}
          </div>
        ) : null}
      </section>

      {error ? (
        <p className={styles.error} role="alert">
          <Icon name="alert" size="small" />
          <span>{error}</span>
        </p>
      ) : null}
      <Button type="submit" block size="large" loading={submitting}>
        {t('content:contractProposal.submit', { defaultValue: 'Send proposal' })}
      </Button>
    </form>
  );

  if (!onKindChange) return form;
  return (
    <Tabs
      label={t('content:contractProposal.kind', { defaultValue: 'Contract' })}
      items={contractKinds.map((option) => ({ id: option, label: texts.kindTab(option) }))}
      value={kind}
      onValueChange={(next) => onKindChange(next as ContractKind)}
      variant="pill"
    >
      {form}
    </Tabs>
  );
}
