import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { tabAfterKey } from './tab-keys.ts';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
}

interface TabsProps {
  /** The tab list's accessible name. */
  label: string;
  items: readonly TabItem[];
  /** The selected tab. */
  value: string;
  /**
   * Given, React selects the tabs (the app's screens). Without it the markup is prerendered with
   * every panel in the HTML, and the public pages' island selects them (`enhanceTabs`).
   */
  onValueChange?: (value: string) => void;
  className?: string;
  listClassName?: string;
  /** Styles the selected tab through `data-[state=active]:…`. */
  triggerClassName?: string;
  panelClassName?: string;
}

/**
 * The WAI-ARIA tabs pattern (automatic activation, arrow keys, Home and End, one tab stop): plain
 * elements, with the inactive panels `hidden`.
 */
export function Tabs({
  label,
  items,
  value,
  onValueChange,
  className,
  listClassName,
  triggerClassName,
  panelClassName,
}: TabsProps) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent) {
    const next = tabAfterKey(
      event.key,
      items.findIndex((item) => item.value === value),
      items.length,
    );
    const item = next === undefined ? undefined : items[next];
    if (next === undefined || !item) return;
    event.preventDefault();
    onValueChange?.(item.value);
    tabs.current[next]?.focus();
  }

  return (
    <div data-tabs={onValueChange ? undefined : ''} className={className}>
      <div
        role="tablist"
        aria-label={label}
        className={listClassName}
        onKeyDown={onValueChange ? onKeyDown : undefined}
      >
        {items.map((item, index) => {
          const active = item.value === value;
          return (
            <button
              key={item.value}
              ref={(tab) => {
                tabs.current[index] = tab;
              }}
              type="button"
              role="tab"
              id={`aba-${item.value}`}
              aria-selected={active}
              aria-controls={`painel-${item.value}`}
              tabIndex={active ? 0 : -1}
              data-state={active ? 'active' : 'inactive'}
              className={triggerClassName}
              onClick={onValueChange ? () => onValueChange(item.value) : undefined}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.value}
          role="tabpanel"
          id={`painel-${item.value}`}
          aria-labelledby={`aba-${item.value}`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the tabs pattern puts the panel in the tab order.
          tabIndex={0}
          hidden={item.value !== value}
          className={panelClassName}
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}
