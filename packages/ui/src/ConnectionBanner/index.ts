export {
  ConnectionBanner,
  type ConnectionBannerProps,
  type ConnectionState,
  connectionStates,
} from './ConnectionBanner.tsx';
