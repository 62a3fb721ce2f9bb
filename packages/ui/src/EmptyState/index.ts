export { EmptyState, type EmptyStateProps, emptyStateSizes } from './EmptyState.tsx';
