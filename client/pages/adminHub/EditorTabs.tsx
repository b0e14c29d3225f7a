import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './SitePages.module.css';

export type EditorTab<Id extends string> = { id: Id; label: string; panel: ReactNode };

/**
 * Tabs over the editor's panels (Edit, Preview, History), as WAI-ARIA's tabs pattern: the arrow
 * keys, Home and End move between tabs, and only the current one is in the tab order. Every panel
 * stays mounted (hidden), so the text box keeps its scroll position and undo history.
 */
export function EditorTabs<Id extends string>({ label, tabs, current, onSelect }: { label: string; tabs: Array<EditorTab<Id>>; current: Id; onSelect: (id: Id) => void }) {
  const baseId = useId();
  const buttons = useRef(new Map<Id, HTMLButtonElement>());
  const move = (event: KeyboardEvent, index: number) => {
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[(next + tabs.length) % tabs.length]!;
    onSelect(tab.id);
    buttons.current.get(tab.id)?.focus();
  };
  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.tabList}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) buttons.current.set(tab.id, element);
              else buttons.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={`${baseId}-${tab.id}-tab`}
            aria-controls={`${baseId}-${tab.id}-panel`}
            aria-selected={tab.id === current}
            tabIndex={tab.id === current ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => move(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-${tab.id}-panel`}
          aria-labelledby={`${baseId}-${tab.id}-tab`}
          hidden={tab.id !== current}
          className={styles.tabPanel}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
