/**
 * The top bar's behaviour in plain TypeScript (decision 110): the public pages' island runs it on
 * prerendered HTML, and a hydrated page (/produtos) from an effect. SPEC §2.1: solid after 10 px of
 * scroll; an accessible mobile menu (a disclosure: named state, Esc closes, focus goes back).
 */
import { HEADER_STYLE_SCROLL_PX } from '#shared/constants.ts';

/** Calls `update(scrolledPast)` now and on every scroll; returns the clean-up. */
export function onScrolledPast(thresholdPx: number, update: (scrolledPast: boolean) => void): () => void {
  const check = () => update(window.scrollY > thresholdPx);
  check();
  window.addEventListener('scroll', check, { passive: true });
  return () => window.removeEventListener('scroll', check);
}

export function enhanceSiteHeader(header: HTMLElement): () => void {
  const stopScroll = onScrolledPast(HEADER_STYLE_SCROLL_PX, (scrolled) => {
    header.dataset.scrolled = String(scrolled);
  });
  const toggle = header.querySelector<HTMLButtonElement>('[data-menu-toggle]');
  const panel = toggle && document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  if (!toggle || !panel) return stopScroll;

  const setOpen = (open: boolean) => {
    panel.hidden = !open;
    toggle.setAttribute('aria-expanded', String(open));
    toggle.setAttribute('aria-label', (open ? toggle.dataset.labelClose : toggle.dataset.labelOpen) ?? '');
    if (open) panel.querySelector('a')?.focus();
  };
  const onToggle = () => setOpen(panel.hidden === true);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || panel.hidden) return;
    setOpen(false);
    toggle.focus();
  };
  toggle.hidden = false;
  toggle.addEventListener('click', onToggle);
  document.addEventListener('keydown', onKeyDown);
  return () => {
    stopScroll();
    toggle.removeEventListener('click', onToggle);
    document.removeEventListener('keydown', onKeyDown);
  };
}
