import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { RichContent } from '../RichContent/RichContent.tsx';
import { Tabs } from '../Tabs/Tabs.tsx';
import { useUiText } from '../UiText/UiText.tsx';
import * as styles from './HelpTabs.css.ts';

export interface HelpItem {
  title: string;
  /** Server HTML. */
  content: string;
  /** Identifies the topic in /m/help?tag= and /m/helpDetail?tag=. */
  tag: string;
  children?: readonly HelpItem[];
}

export interface HelpTabsProps {
  topics: readonly HelpItem[];
  /** The tag of the open tab, which the app picks from ?i= or ?tag= (the domain's `helpTabIndex`). */
  selectedTag: string;
  onSelect: (tag: string) => void;
  /** A sub-topic was chosen: the app opens /m/helpDetail?tag={tag}. */
  onOpenItem: (tag: string) => void;
}

export function HelpTabs({ topics, selectedTag, onSelect, onOpenItem }: HelpTabsProps) {
  const t = useUiText();
  if (topics.length === 0) return <EmptyState />;
  // A tag the list no longer has still shows a panel rather than none.
  const selected = topics.find((topic) => topic.tag === selectedTag) ?? topics[0];
  if (!selected) return null;

  return (
    <Tabs
      label={t('content:helpTabs.label', { defaultValue: 'Help topics' })}
      items={topics.map((topic) => ({ id: topic.tag, label: topic.title }))}
      value={selected.tag}
      onValueChange={onSelect}
      variant="pill"
    >
      <div className={styles.panel}>
        <RichContent html={selected.content} />
        {selected.children && selected.children.length > 0 ? (
          <ul className={styles.items}>
            {selected.children.map((child) => (
              <li key={child.tag}>
                <button type="button" className={styles.item} onClick={() => onOpenItem(child.tag)}>
                  <span>{child.title}</span>
                  <svg className={styles.chevron} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                    <path d="M9 5l7 7-7 7" />
                  </svg>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </Tabs>
  );
}
