import type { ReactNode } from 'react';

export interface StaticTabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
}

interface StaticTabsProps {
  /** The tab list's accessible name. */
  label: string;
  items: readonly StaticTabItem[];
  defaultValue: string;
  listClassName?: string;
  /** Styles the selected tab through `data-[state=active]:…`. */
  triggerClassName?: string;
  panelClassName?: string;
}

/**
 * The WAI-ARIA tabs pattern, prerendered: every panel is in the HTML (the inactive ones `hidden`),
 * and the public pages' island (`enhanceTabs`, decision 110) makes the tabs work.
 */
export function StaticTabs({
  label,
  items,
  defaultValue,
  listClassName,
  triggerClassName,
  panelClassName,
}: StaticTabsProps) {
  return (
    <div data-tabs="">
      <div role="tablist" aria-label={label} className={listClassName}>
        {items.map((item) => {
          const active = item.value === defaultValue;
          return (
            <button
              key={item.value}
              type="button"
              role="tab"
              id={`aba-${item.value}`}
              aria-selected={active}
              aria-controls={`painel-${item.value}`}
              tabIndex={active ? 0 : -1}
              data-state={active ? 'active' : 'inactive'}
              className={triggerClassName}
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
          hidden={item.value !== defaultValue}
          className={panelClassName}
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}
