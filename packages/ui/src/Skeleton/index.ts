export { Skeleton, SkeletonGroup, type SkeletonGroupProps, type SkeletonProps, skeletonShapes } from './Skeleton.tsx';
