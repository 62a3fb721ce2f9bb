export {
  type Promotion,
  PromotionCard,
  type PromotionCardProps,
  PromotionCardSkeleton,
  type PromotionState,
  promotionAnchor,
  promotionStates,
} from './PromotionCard.tsx';
