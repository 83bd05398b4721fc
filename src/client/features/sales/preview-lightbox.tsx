import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import X from 'lucide-react/icons/x';
import { type KeyboardEvent, type PointerEvent, useEffect, useRef } from 'react';
import { sales as texts } from '#shared/messages/pt-sales.ts';
import { EBOOK_PAGE_HEIGHT, EBOOK_PAGE_WIDTH } from './ebook-previews.ts';

export interface PreviewPage {
  src: string;
  label: string;
  alt: string;
}

interface PreviewLightboxProps {
  pages: readonly PreviewPage[];
  /** The page shown; null when closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/** A horizontal movement longer than this (CSS px) and mostly sideways is a swipe. */
const SWIPE_MIN_PX = 40;

const roundButton =
  'inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-white/20';

/**
 * The gallery's enlarged view (SPEC §2.7): a native modal dialog, so the page behind is inert and
 * Esc closes it. Arrows and swipes change the page (wrapping around), Tab stays inside, and focus
 * goes back to the thumbnail that opened it.
 */
export default function PreviewLightbox({ pages, index, onIndexChange, onClose }: PreviewLightboxProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const open = index !== null;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      closeRef.current?.focus();
      document.documentElement.classList.add('overflow-hidden');
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  // Esc (the dialog's own cancel) and close() both end here.
  function handleClose() {
    document.documentElement.classList.remove('overflow-hidden');
    openerRef.current?.focus();
    openerRef.current = null;
    onClose();
  }

  const page = index === null ? undefined : pages[index];
  const step = (delta: number) => {
    if (index === null) return;
    onIndexChange((index + delta + pages.length) % pages.length);
  };

  function handleKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
    else if (event.key === 'Home') onIndexChange(0);
    else if (event.key === 'End') onIndexChange(pages.length - 1);
    else if (event.key === 'Tab') {
      // Keep Tab inside: the page behind is inert, but the browser's own UI is not.
      const focusable = [...(dialogRef.current?.querySelectorAll<HTMLElement>('button') ?? [])].filter(
        (button) => button.getClientRects().length > 0,
      );
      const first = focusable[0];
      const last = focusable.at(-1);
      if (event.shiftKey && document.activeElement === first) last?.focus();
      else if (!event.shiftKey && document.activeElement === last) first?.focus();
      else return;
    } else return;
    event.preventDefault();
  }

  function handlePointerDown(event: PointerEvent) {
    swipeStart.current = { x: event.clientX, y: event.clientY };
  }

  function handlePointerUp(event: PointerEvent) {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(dy)) step(dx < 0 ? 1 : -1);
  }

  return (
    <dialog
      ref={dialogRef}
      aria-label={texts.lightbox.label}
      onClose={handleClose}
      onKeyDown={handleKeyDown}
      onClick={(event) => {
        // A click on the dark area around the page closes, like the close button.
        if (event.target === event.currentTarget) dialogRef.current?.close();
      }}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-rio-950/95 p-0 text-white backdrop:bg-rio-950/80 open:flex open:flex-col"
    >
      {page && index !== null && (
        <>
          <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-6">
            <p className="font-semibold" aria-live="polite">
              {page.label}
              <span className="ml-2 font-normal text-rio-200">
                {texts.lightbox.position(index + 1, pages.length)}
              </span>
            </p>
            <button
              ref={closeRef}
              type="button"
              className={roundButton}
              aria-label={texts.lightbox.close}
              onClick={() => dialogRef.current?.close()}
            >
              <X aria-hidden="true" className="size-6" />
            </button>
          </div>
          <div
            className="flex min-h-0 flex-1 touch-pan-y items-center justify-center gap-2 px-2 pb-4 select-none sm:gap-6 sm:px-6"
            onPointerDown={handlePointerDown}
            onPointerUp={handlePointerUp}
            onPointerCancel={() => {
              swipeStart.current = null;
            }}
            data-testid="lightbox-stage"
          >
            <button
              type="button"
              className={`${roundButton} max-sm:hidden`}
              aria-label={texts.lightbox.previous}
              onClick={() => step(-1)}
            >
              <ChevronLeft aria-hidden="true" className="size-7" />
            </button>
            <img
              key={page.src}
              src={page.src}
              alt={page.alt}
              width={EBOOK_PAGE_WIDTH}
              height={EBOOK_PAGE_HEIGHT}
              draggable={false}
              className="h-auto max-h-full w-auto max-w-full rounded-md bg-papel object-contain shadow-2xl shadow-black/50"
            />
            <button
              type="button"
              className={`${roundButton} max-sm:hidden`}
              aria-label={texts.lightbox.next}
              onClick={() => step(1)}
            >
              <ChevronRight aria-hidden="true" className="size-7" />
            </button>
          </div>
          <div className="flex items-center justify-center gap-6 px-4 pb-5 sm:hidden">
            <button
              type="button"
              className={roundButton}
              aria-label={texts.lightbox.previous}
              onClick={() => step(-1)}
            >
              <ChevronLeft aria-hidden="true" className="size-7" />
            </button>
            <button
              type="button"
              className={roundButton}
              aria-label={texts.lightbox.next}
              onClick={() => step(1)}
            >
              <ChevronRight aria-hidden="true" className="size-7" />
            </button>
          </div>
          <p className="sr-only">{texts.lightbox.hint}</p>
        </>
      )}
    </dialog>
  );
}
