export {
  DetailLayout,
  type DetailLayoutProps,
  DetailLayoutSkeleton,
  type DetailLayoutSkeletonProps,
} from './DetailLayout.tsx';
