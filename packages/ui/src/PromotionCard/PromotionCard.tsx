import { formatNoticeDate } from '../NoticeAccordion/NoticeAccordion.tsx';
import { useUiText } from '../UiText/UiText.tsx';
import * as styles from './PromotionCard.css.ts';

export interface Promotion {
  id: number | string;
  title: string;
  /** The image of sequence 1. */
  coverUrl?: string;
  startDate: string | number;
  endDate?: string | number;
  /** noExpiry = 1 on the server: a long-term promotion without an end date. */
  noExpiry?: boolean;
}

export interface PromotionCardProps {
  promotion: Promotion;
  onOpen: (promotion: Promotion) => void;
}

/** The element id of a promotion's card, for the page that scrolls to ?id= after load. */
export function promotionAnchor(id: Promotion['id']): string {
  return `promotion-${id}`;
}

export function PromotionCard({ promotion, onOpen }: PromotionCardProps) {
  const t = useUiText();
  const start = formatNoticeDate(promotion.startDate, '-');
  const period =
    promotion.noExpiry || promotion.endDate === undefined
      ? t('content:promotion.longTerm', { defaultValue: 'From {{start}}, long-term', start })
      : t('content:promotion.period', {
          defaultValue: '{{start}} to {{end}}',
          start,
          end: formatNoticeDate(promotion.endDate, '-'),
        });

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
    </article>
  );
}

/** The card's shape while promotions load. */
export function PromotionCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <span className={`${styles.cover} ${styles.pulse}`} />
      <span className={styles.text}>
        <span className={`${styles.bar} ${styles.pulse}`} />
        <span className={`${styles.shortBar} ${styles.pulse}`} />
      </span>
    </div>
  );
}
