import { formatNoticeDate } from '../NoticeAccordion/NoticeAccordion.tsx';
import { useUiText } from '../UiText/UiText.tsx';
import * as styles from './ContractCard.css.ts';

/** The three contracts an agent proposes to a downline. */
export const contractKinds = ['dailyWage', 'hourlyWage', 'dividend'] as const;
export type ContractKind = (typeof contractKinds)[number];

export const contractStatuses = ['pending', 'accepted', 'rejected'] as const;
export type ContractStatus = (typeof contractStatuses)[number];

export interface ContractTier {
  /** Valid bet (wages) or net loss of the period (dividend) that the tier asks for. */
  requirement: number;
  /** Active members the tier asks for, when it asks for any. */
  activeMembers?: number;
  /** Wage amount for wages, a percentage for the dividend. */
  reward: number;
}

export interface Contract {
  id: string | number;
  kind: ContractKind;
  /** The proposing agent's account. */
  proposer: string;
  proposedAt: string | number;
  status: ContractStatus;
  tiers: readonly ContractTier[];
}

export interface ContractCardProps {
  contract: Contract;
  currencySymbol: string;
  /** Leaves out the card's own heading when a dialog already carries it. */
  headless?: boolean;
}

export function useContractTexts() {
  const t = useUiText();
  return {
    title: (kind: ContractKind) =>
      ({
        dailyWage: t('content:contract.dailyWage', { defaultValue: 'Daily wage contract' }),
        hourlyWage: t('content:contract.hourlyWage', { defaultValue: 'Hourly wage contract' }),
        dividend: t('content:contract.dividend', { defaultValue: 'Dividend contract' }),
      })[kind],
    status: (status: ContractStatus) =>
      ({
        pending: t('content:contract.pending', { defaultValue: 'Awaiting your review' }),
        accepted: t('content:contract.accepted', { defaultValue: 'Accepted' }),
        rejected: t('content:contract.rejected', { defaultValue: 'Rejected' }),
      })[status],
  };
}

export function ContractCard({ contract, currencySymbol, headless = false }: ContractCardProps) {
  const t = useUiText();
  const texts = useContractTexts();
  const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const count = new Intl.NumberFormat('en-US');
  const showMembers = contract.tiers.some((tier) => tier.activeMembers !== undefined);
  const requirementHeading = {
    dailyWage: t('content:contract.dailyBet', { defaultValue: 'Daily valid bet' }),
    hourlyWage: t('content:contract.hourlyBet', { defaultValue: 'Hourly valid bet' }),
    dividend: t('content:contract.periodLoss', { defaultValue: 'Net loss in period' }),
  }[contract.kind];
  const rewardHeading = {
    dailyWage: t('content:contract.dailyReward', { defaultValue: 'Daily wage' }),
    hourlyWage: t('content:contract.hourlyReward', { defaultValue: 'Hourly wage' }),
    dividend: t('content:contract.dividendRate', { defaultValue: 'Dividend rate' }),
  }[contract.kind];
  const title = texts.title(contract.kind);

  return (
    <article className={styles.card} aria-label={headless ? undefined : title}>
      {headless ? null : (
        <header className={styles.header}>
          <h3 className={styles.title}>{title}</h3>
          <span className={styles.status({ status: contract.status })}>{texts.status(contract.status)}</span>
        </header>
      )}
      <p className={styles.meta}>
        {t('content:contract.proposedBy', {
          defaultValue: 'Proposed by {{agent}} on {{date}}',
          agent: contract.proposer,
          date: formatNoticeDate(contract.proposedAt, '-'),
        })}
      </p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('content:contract.tier', { defaultValue: 'Tier' })}</th>
            <th scope="col">{requirementHeading}</th>
            {showMembers ? (
              <th scope="col">{t('content:contract.activeMembers', { defaultValue: 'Active members' })}</th>
            ) : null}
            <th scope="col">{rewardHeading}</th>
          </tr>
        </thead>
        <tbody>
          {contract.tiers.map((tier, index) => (
            <tr key={`${tier.requirement}-${index.toString()}`}>
              <th scope="row">{index + 1}</th>
              <td>{`≥ ${currencySymbol} ${money.format(tier.requirement)}`}</td>
              {showMembers ? (
                <td>{tier.activeMembers === undefined ? '-' : `≥ ${count.format(tier.activeMembers)}`}</td>
              ) : null}
              <td className={styles.reward}>
                {contract.kind === 'dividend' ? `${tier.reward}%` : `${currencySymbol} ${money.format(tier.reward)}`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </article>
  );
}
