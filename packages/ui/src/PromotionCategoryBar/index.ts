export {
  type PromotionCategory,
  PromotionCategoryBar,
  type PromotionCategoryBarProps,
  promotionCategories,
} from './PromotionCategoryBar.tsx';
