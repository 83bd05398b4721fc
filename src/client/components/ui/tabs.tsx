import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
}

interface TabsProps {
  /** The tab list's accessible name. */
  label: string;
  items: readonly TabItem[];
  defaultValue: string;
  listClassName?: string;
  /** Styles the selected tab through `data-[state=active]:…`. */
  triggerClassName?: string;
  panelClassName?: string;
}

/**
 * The WAI-ARIA tabs pattern (automatic activation, arrow keys, Home and End, one tab stop), small
 * enough for a public page's JavaScript budget.
 */
export function Tabs({
  label,
  items,
  defaultValue,
  listClassName,
  triggerClassName,
  panelClassName,
}: TabsProps) {
  const [selected, setSelected] = useState(defaultValue);
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
    const current = items.findIndex((item) => item.value === selected);
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (current + 1) % items.length
        : event.key === 'ArrowLeft'
          ? (current - 1 + items.length) % items.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : -1;
    if (next < 0) return;
    event.preventDefault();
    const item = items[next];
    if (!item) return;
    setSelected(item.value);
    tabRefs.current[next]?.focus();
  }

  return (
    <div>
      <div role="tablist" aria-label={label} className={listClassName} onKeyDown={moveFocus}>
        {items.map((item, index) => {
          const active = item.value === selected;
          return (
            <button
              key={item.value}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.value}`}
              aria-selected={active}
              aria-controls={`${baseId}-panel-${item.value}`}
              tabIndex={active ? 0 : -1}
              data-state={active ? 'active' : 'inactive'}
              className={triggerClassName}
              onClick={() => setSelected(item.value)}
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
          id={`${baseId}-panel-${item.value}`}
          aria-labelledby={`${baseId}-tab-${item.value}`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the tabs pattern puts the panel in the tab order.
          tabIndex={0}
          hidden={item.value !== selected}
          className={panelClassName}
        >
          {item.value === selected && item.content}
        </div>
      ))}
    </div>
  );
}
