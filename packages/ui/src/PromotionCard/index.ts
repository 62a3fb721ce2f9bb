export {
  type Promotion,
  PromotionCard,
  type PromotionCardProps,
  PromotionCardSkeleton,
  type PromotionCardSkeletonProps,
  type PromotionState,
  promotionAnchor,
  promotionStates,
} from './PromotionCard.tsx';
