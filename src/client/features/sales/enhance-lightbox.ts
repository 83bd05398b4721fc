/**
 * The sales pages' preview lightbox on prerendered markup (SPEC §2.7, decision 110): a native modal
 * `<dialog>` (the page behind is inert, Esc closes), opened from a thumbnail; arrows, Home/End and
 * swipes change the page, wrapping around; Tab stays inside; focus goes back to the thumbnail.
 */

/** A horizontal movement longer than this (CSS px) and mostly sideways is a swipe. */
const SWIPE_MIN_PX = 40;

export function enhanceLightbox(dialog: HTMLDialogElement, openers: readonly HTMLElement[]): void {
  const image = dialog.querySelector<HTMLImageElement>('[data-lightbox-image]');
  const label = dialog.querySelector('[data-lightbox-label]');
  const position = dialog.querySelector('[data-lightbox-position]');
  const stage = dialog.querySelector<HTMLElement>('[data-testid="lightbox-stage"]');
  if (!image || !label || !position || openers.length === 0) return;
  let index = 0;
  let opener: HTMLElement | null = null;

  const show = (next: number) => {
    index = (next + openers.length) % openers.length;
    const page = openers[index];
    if (!page) return;
    image.src = page.dataset.src ?? '';
    image.alt = page.dataset.alt ?? '';
    label.textContent = page.dataset.label ?? '';
    position.textContent = page.dataset.position ?? '';
  };
  const open = (at: number, from: HTMLElement) => {
    opener = from;
    image.loading = 'eager';
    show(at);
    dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-lightbox-close]')?.focus();
    document.documentElement.classList.add('overflow-hidden');
  };

  openers.forEach((thumbnail, at) => {
    thumbnail.addEventListener('click', () => open(at, thumbnail));
  });

  // Esc (the dialog's own cancel) and close() both end here.
  dialog.addEventListener('close', () => {
    document.documentElement.classList.remove('overflow-hidden');
    opener?.focus();
    opener = null;
  });
  dialog.querySelector('[data-lightbox-close]')?.addEventListener('click', () => dialog.close());
  for (const button of dialog.querySelectorAll<HTMLElement>('[data-lightbox-step]')) {
    button.addEventListener('click', () => show(index + Number(button.dataset.lightboxStep)));
  }
  // A click on the dark area around the page closes, like the close button.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });

  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowRight') show(index + 1);
    else if (event.key === 'ArrowLeft') show(index - 1);
    else if (event.key === 'Home') show(0);
    else if (event.key === 'End') show(openers.length - 1);
    else if (event.key === 'Tab') {
      // Keep Tab inside: the page behind is inert, but the browser's own UI is not.
      const focusable = [...dialog.querySelectorAll<HTMLElement>('button')].filter(
        (button) => button.getClientRects().length > 0,
      );
      const first = focusable[0];
      const last = focusable.at(-1);
      if (event.shiftKey && document.activeElement === first) last?.focus();
      else if (!event.shiftKey && document.activeElement === last) first?.focus();
      else return;
    } else return;
    event.preventDefault();
  });

  let swipeStart: { x: number; y: number } | null = null;
  stage?.addEventListener('pointerdown', (event) => {
    swipeStart = { x: event.clientX, y: event.clientY };
  });
  stage?.addEventListener('pointercancel', () => {
    swipeStart = null;
  });
  stage?.addEventListener('pointerup', (event) => {
    const start = swipeStart;
    swipeStart = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(dy)) show(index + (dx < 0 ? 1 : -1));
  });
}
