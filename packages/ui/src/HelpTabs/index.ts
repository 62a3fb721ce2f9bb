export { type HelpItem, HelpTabs, type HelpTabsProps } from './HelpTabs.tsx';
