export { type NavEntry, NavEntryControl, type NavEntryControlProps } from './NavEntry.tsx';
