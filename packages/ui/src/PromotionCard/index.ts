export {
  type Promotion,
  PromotionCard,
  type PromotionCardProps,
  PromotionCardSkeleton,
  promotionAnchor,
} from './PromotionCard.tsx';
