import { revealFocused } from '../ScrollRow/revealInRow.ts';
import { useUiText } from '../UiText/UiText.tsx';
import * as styles from './PromotionCategoryBar.css.ts';

/** The documents' promotion categories; ALL shows every promotion. */
export const promotionCategories = ['ALL', 'NEWBIE', 'LIMITED', 'SPECIAL', 'DAILY', 'HIGH_REBATE', 'VIP'] as const;
export type PromotionCategory = (typeof promotionCategories)[number];

export interface PromotionCategoryBarProps {
  /** The categories to offer, in order; ALL first by default. */
  categories?: readonly string[];
  selected: string;
  onSelect: (category: string) => void;
  /** A brand's own names for categories the kit does not know. */
  labels?: Readonly<Record<string, string>>;
}

export function PromotionCategoryBar({
  categories = promotionCategories,
  selected,
  onSelect,
  labels,
}: PromotionCategoryBarProps) {
  const t = useUiText();
  const names: Record<string, string> = {
    ALL: t('content:promotionCategory.all', { defaultValue: 'All' }),
    NEWBIE: t('content:promotionCategory.newbie', { defaultValue: 'Newbie' }),
    LIMITED: t('content:promotionCategory.limited', { defaultValue: 'Limited' }),
    SPECIAL: t('content:promotionCategory.special', { defaultValue: 'Special' }),
    DAILY: t('content:promotionCategory.daily', { defaultValue: 'Daily' }),
    HIGH_REBATE: t('content:promotionCategory.highRebate', { defaultValue: 'High rebate' }),
    VIP: t('content:promotionCategory.vip', { defaultValue: 'VIP' }),
    ...labels,
  };
  return (
    <fieldset
      className={styles.bar}
      aria-label={t('content:promotionCategory.label', { defaultValue: 'Promotion categories' })}
      onFocus={revealFocused}
    >
      {categories.map((category) => (
        <button
          key={category}
          type="button"
          className={styles.chip}
          aria-pressed={category === selected}
          onClick={(event) => {
            event.currentTarget.scrollIntoView({ block: 'nearest', inline: 'nearest' });
            onSelect(category);
          }}
        >
          {names[category] ?? category}
        </button>
      ))}
    </fieldset>
  );
}
