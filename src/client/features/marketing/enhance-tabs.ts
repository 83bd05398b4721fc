import { tabAfterKey } from '#client/components/ui/tab-keys.ts';

/**
 * The WAI-ARIA tabs pattern on prerendered markup (decision 110): automatic activation, arrow keys,
 * Home and End, one tab stop. The HTML carries every panel (the inactive ones `hidden`), so the
 * page reads the same to crawlers, and a tab needs no request.
 */
export function enhanceTabs(container: HTMLElement): void {
  const tabs = [...container.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
  const select = (index: number, focus: boolean) => {
    tabs.forEach((tab, position) => {
      const active = position === index;
      tab.setAttribute('aria-selected', String(active));
      tab.tabIndex = active ? 0 : -1;
      tab.dataset.state = active ? 'active' : 'inactive';
      const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
      if (panel) panel.hidden = !active;
    });
    if (focus) tabs[index]?.focus();
  };
  tabs.forEach((tab, index) => {
    tab.addEventListener('click', () => select(index, false));
  });
  container.querySelector('[role="tablist"]')?.addEventListener('keydown', (event) => {
    const current = tabs.findIndex((tab) => tab.getAttribute('aria-selected') === 'true');
    const next = tabAfterKey((event as KeyboardEvent).key, current, tabs.length);
    if (next === undefined) return;
    event.preventDefault();
    select(next, true);
  });
}
