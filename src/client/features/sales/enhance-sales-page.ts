/**
 * A sales page's part of the public pages' island (decision 110): one exposure per view and one
 * click per call to action, each marked assigned or direct (docs/architecture/sales.md), and the lightbox.
 */

import { enhanceLightbox } from './enhance-lightbox.ts';
import { recordSalesEvent } from './record-sales-event.ts';
import { isSalesPageVariant } from './variant-assignment.ts';

export function enhanceSalesPage(page: HTMLElement): void {
  const variant = page.dataset.variant;
  if (!isSalesPageVariant(variant)) return;
  void recordSalesEvent(variant, 'exposure');
  for (const cta of page.querySelectorAll('[data-sales-cta]')) {
    cta.addEventListener('click', () => void recordSalesEvent(variant, 'cta_click'));
  }
  const dialog = page.querySelector<HTMLDialogElement>('dialog[data-lightbox]');
  if (dialog) enhanceLightbox(dialog, [...page.querySelectorAll<HTMLElement>('[data-lightbox-page]')]);
}
