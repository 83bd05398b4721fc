import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import X from 'lucide-react/icons/x';
import ZoomIn from 'lucide-react/icons/zoom-in';
import { sectionStyles } from '#client/lib/section-styles.ts';
import { type EbookPreviewId, sales as texts } from '#shared/messages/pt-sales.ts';
import { EBOOK_PAGE_HEIGHT, EBOOK_PAGE_WIDTH, ebookPreviewImages } from './ebook-previews.ts';

const roundButton =
  'inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-white/20';

/**
 * The gallery's enlarged view (SPEC §2.7), prerendered closed: a native modal dialog, so the page
 * behind is inert and Esc closes it. `enhanceLightbox` (decision 110) opens it from a thumbnail,
 * changes the page with arrows, Home/End and swipes (wrapping around), keeps Tab inside and hands
 * focus back to the thumbnail.
 */
function PreviewLightbox({ firstPage }: { firstPage: string }) {
  return (
    <dialog
      data-lightbox=""
      aria-label={texts.lightbox.label}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-rio-950/95 p-0 text-white backdrop:bg-rio-950/80 open:flex open:flex-col"
    >
      <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <p className="font-semibold" aria-live="polite">
          <span data-lightbox-label="" />
          <span className="ml-2 font-normal text-rio-200" data-lightbox-position="" />
        </p>
        <button
          type="button"
          className={roundButton}
          aria-label={texts.lightbox.close}
          data-lightbox-close=""
        >
          <X aria-hidden="true" className="size-6" />
        </button>
      </div>
      <div
        className="flex min-h-0 flex-1 touch-pan-y items-center justify-center gap-2 px-2 pb-4 select-none sm:gap-6 sm:px-6"
        data-testid="lightbox-stage"
      >
        <button
          type="button"
          className={`${roundButton} max-sm:hidden`}
          aria-label={texts.lightbox.previous}
          data-lightbox-step="-1"
        >
          <ChevronLeft aria-hidden="true" className="size-7" />
        </button>
        <img
          src={firstPage}
          alt=""
          loading="lazy"
          width={EBOOK_PAGE_WIDTH}
          height={EBOOK_PAGE_HEIGHT}
          draggable={false}
          data-lightbox-image=""
          className="h-auto max-h-full w-auto max-w-full rounded-md bg-papel object-contain shadow-2xl shadow-black/50"
        />
        <button
          type="button"
          className={`${roundButton} max-sm:hidden`}
          aria-label={texts.lightbox.next}
          data-lightbox-step="1"
        >
          <ChevronRight aria-hidden="true" className="size-7" />
        </button>
      </div>
      <div className="flex items-center justify-center gap-6 px-4 pb-5 sm:hidden">
        <button
          type="button"
          className={roundButton}
          aria-label={texts.lightbox.previous}
          data-lightbox-step="-1"
        >
          <ChevronLeft aria-hidden="true" className="size-7" />
        </button>
        <button type="button" className={roundButton} aria-label={texts.lightbox.next} data-lightbox-step="1">
          <ChevronRight aria-hidden="true" className="size-7" />
        </button>
      </div>
      <p className="sr-only">{texts.lightbox.hint}</p>
    </dialog>
  );
}

/**
 * SPEC §2.7: pages of the ebook as thumbnails; a click (or Enter) enlarges them in the lightbox. */
export function PreviewGallery({ previews }: { previews: readonly EbookPreviewId[] }) {
  const pages = previews.map((id) => ({ id, src: ebookPreviewImages[id], ...texts.previews[id] }));

  return (
    <section aria-labelledby="galeria-titulo" className="bg-rio-50 py-16 lg:py-24">
      <div className={sectionStyles.container}>
        <p className={sectionStyles.eyebrow}>{texts.gallery.eyebrow}</p>
        <h2 id="galeria-titulo" className={`${sectionStyles.title} mt-3`}>
          {texts.gallery.title}
        </h2>
        <p className={`${sectionStyles.lead} mt-4 max-w-2xl`}>{texts.gallery.lead}</p>
        <ul
          className={`mt-10 grid grid-cols-2 gap-4 sm:grid-cols-3 sm:gap-6 ${pages.length > 4 ? 'lg:grid-cols-6' : 'lg:grid-cols-4'}`}
        >
          {pages.map((page, index) => (
            <li key={page.id}>
              <button
                type="button"
                data-src={page.src}
                aria-label={texts.gallery.enlarge(page.label)}
                data-lightbox-page={index}
                data-label={page.label}
                data-alt={page.alt}
                data-position={texts.lightbox.position(index + 1, pages.length)}
                className="group relative block w-full overflow-hidden rounded-lg bg-white shadow-md shadow-rio-950/15 transition-transform hover:-translate-y-1"
              >
                <img
                  src={page.src}
                  alt={page.alt}
                  width={EBOOK_PAGE_WIDTH}
                  height={EBOOK_PAGE_HEIGHT}
                  loading="lazy"
                  decoding="async"
                  className="h-auto w-full"
                />
                <span className="absolute right-2 bottom-2 inline-flex size-9 items-center justify-center rounded-full bg-rio-900/85 text-white transition-colors group-hover:bg-terra-500">
                  <ZoomIn aria-hidden="true" className="size-5" />
                </span>
              </button>
              <p className="mt-2 text-center text-sm font-medium text-rio-900" aria-hidden="true">
                {page.label}
              </p>
            </li>
          ))}
        </ul>
      </div>
      {pages[0] && <PreviewLightbox firstPage={pages[0].src} />}
    </section>
  );
}
