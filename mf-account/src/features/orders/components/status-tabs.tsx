import { useId, useRef, type KeyboardEvent, type ReactNode, type Ref } from 'react';

export interface TabItem<T extends string> {
  value: T;
  label: string;
}

interface StatusTabsProps<T extends string> {
  /** The tab list's accessible name. */
  label: string;
  tabs: TabItem<T>[];
  selected: T;
  onSelect: (value: T) => void;
  /** The selected tab's content. */
  children: ReactNode;
  panelRef?: Ref<HTMLDivElement>;
}

/**
 * Tabs with manual activation (WAI-ARIA APG): arrows, Home and End move the focus between the tabs; Enter
 * or Space (or a click) selects. Manual because selecting loads a list and adds a history entry, which
 * should not happen for every tab an arrow passes. Only the selected tab is in the Tab order.
 * Generic (any string values): a candidate for shared/ui if another account page needs tabs.
 */
export function StatusTabs<T extends string>({ label, tabs, selected, onSelect, children, panelRef }: StatusTabsProps<T>) {
  const baseId = useId();
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const selectedIndex = Math.max(0, tabs.findIndex((tab) => tab.value === selected));

  const onKeyDown = (event: KeyboardEvent) => {
    const current = buttons.current.findIndex((button) => button === document.activeElement);
    if (current < 0) return;
    const last = tabs.length - 1;
    const moves: Record<string, number> = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: last };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[(target + tabs.length) % tabs.length]?.focus();
  };

  return (
    <div className="orders-tabs">
      <div role="tablist" aria-label={label} className="orders-tab-list" onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.value}
            ref={(element) => { buttons.current[index] = element; }}
            type="button"
            role="tab"
            id={tabId(index)}
            aria-selected={index === selectedIndex}
            aria-controls={`${baseId}-panel`}
            tabIndex={index === selectedIndex ? 0 : -1}
            onClick={() => tab.value !== selected && onSelect(tab.value)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={tabId(selectedIndex)} tabIndex={-1} ref={panelRef} className="orders-tab-panel">
        {children}
      </div>
    </div>
  );
}
