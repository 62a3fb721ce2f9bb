export { AppShell, type AppShellProps, isSwipeBack, navigationDirections } from './AppShell.tsx';
