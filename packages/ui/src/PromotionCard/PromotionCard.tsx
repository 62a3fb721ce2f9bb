import { Button } from '../Button/Button.tsx';
import { useUiText } from '../UiText/UiText.tsx';
import * as styles from './PromotionCard.css.ts';

export interface Promotion {
  id: number | string;
  title: string;
  /** The image of sequence 1. */
  coverUrl?: string;
  /** The first day, formatted by the app (e.g. "2024-12-06"). */
  startDate: string;
  /** The last day, formatted by the app; left out for a long-term promotion (the domain's `isLongTermPromotion`). */
  endDate?: string;
}

/** The documents' activity states; a player can act on join and claim, the rest only say where things stand. */
export const promotionStates = [
  'join',
  'claim',
  'applying',
  'inProcess',
  'joined',
  'issued',
  'claimed',
  'rejected',
  'closed',
  'comingSoon',
] as const;
export type PromotionState = (typeof promotionStates)[number];

const actionableStates: readonly PromotionState[] = ['join', 'claim'];

export interface PromotionCardProps {
  promotion: Promotion;
  onOpen: (promotion: Promotion) => void;
  /** Where the player stands with this promotion; no row is shown without it. */
  state?: PromotionState;
  /** Join or claim was pressed. */
  onAction?: (promotion: Promotion, state: PromotionState) => void;
  /** The join or claim request is on its way. */
  acting?: boolean;
}

/** The element id of a promotion's card, for the page that scrolls to ?id= after load. */
export function promotionAnchor(id: Promotion['id']): string {
  return `promotion-${id}`;
}

function usePromotionStateText() {
  const t = useUiText();
  return (state: PromotionState) =>
    ({
      join: t('content:promotion.state.join', { defaultValue: 'Join' }),
      claim: t('content:promotion.state.claim', { defaultValue: 'Claim' }),
      applying: t('content:promotion.state.applying', { defaultValue: 'Applying' }),
      inProcess: t('content:promotion.state.inProcess', { defaultValue: 'In process' }),
      joined: t('content:promotion.state.joined', { defaultValue: 'Joined' }),
      issued: t('content:promotion.state.issued', { defaultValue: 'Issued' }),
      claimed: t('content:promotion.state.claimed', { defaultValue: 'Claimed' }),
      rejected: t('content:promotion.state.rejected', { defaultValue: 'Rejected' }),
      closed: t('content:promotion.state.closed', { defaultValue: 'Closed' }),
      comingSoon: t('content:promotion.state.comingSoon', { defaultValue: 'Coming soon' }),
    })[state];
}

export function PromotionCard({ promotion, onOpen, state, onAction, acting = false }: PromotionCardProps) {
  const t = useUiText();
  const stateText = usePromotionStateText();
  const start = promotion.startDate;
  const period =
    promotion.endDate === undefined
      ? t('content:promotion.longTerm', { defaultValue: 'From {{start}}, long-term', start })
      : t('content:promotion.period', { defaultValue: '{{start}} to {{end}}', start, end: promotion.endDate });

  return (
    <article className={styles.card} id={promotionAnchor(promotion.id)}>
      <button type="button" className={styles.open} onClick={() => onOpen(promotion)}>
        <span className={styles.cover}>
          {promotion.coverUrl ? <img className={styles.image} src={promotion.coverUrl} alt="" loading="lazy" /> : null}
        </span>
        <span className={styles.text}>
          <span className={styles.title}>{promotion.title}</span>
          <span className={styles.period}>{period}</span>
        </span>
      </button>
      {state ? (
        <div className={styles.footer}>
          {actionableStates.includes(state) && onAction ? (
            <Button size="small" loading={acting} onClick={() => onAction(promotion, state)}>
              {stateText(state)}
            </Button>
          ) : (
            <span className={styles.state({ tone: state === 'rejected' ? 'negative' : 'neutral' })}>
              {stateText(state)}
            </span>
          )}
        </div>
      ) : null}
    </article>
  );
}

export interface PromotionCardSkeletonProps {
  /** Keeps room for the state row (join, claim or where the player stands): give it when the cards will have one. */
  withState?: boolean;
}

/** The card's shape while promotions load, exactly as tall as the card that replaces it. */
export function PromotionCardSkeleton({ withState = false }: PromotionCardSkeletonProps) {
  return (
    <div className={styles.card} aria-hidden="true">
      <span className={`${styles.cover} ${styles.pulse}`} />
      <span className={styles.text}>
        <span className={styles.titleLine}>
          <span className={`${styles.bar} ${styles.pulse}`} />
        </span>
        <span className={styles.periodLine}>
          <span className={`${styles.shortBar} ${styles.pulse}`} />
        </span>
      </span>
      {withState ? (
        <span className={styles.footer}>
          <span className={`${styles.actionBar} ${styles.pulse}`} />
        </span>
      ) : null}
    </div>
  );
}
