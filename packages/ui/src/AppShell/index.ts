export {
  AppShell,
  type AppShellProps,
  isSwipeBack,
  navigationDirections,
  PAGE_TRANSITION_MS,
  SWIPE_BACK_PX,
} from './AppShell.tsx';
