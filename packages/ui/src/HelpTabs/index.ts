export { type HelpItem, HelpTabs, type HelpTabsProps, tagAtIndex } from './HelpTabs.tsx';
