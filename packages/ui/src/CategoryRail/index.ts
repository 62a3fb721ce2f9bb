export { type Category, CategoryRail, type CategoryRailProps } from './CategoryRail.tsx';
export { type CategoryIcon, categoryIcons } from './categoryIcons.tsx';
