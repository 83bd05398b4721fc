import ZoomIn from 'lucide-react/icons/zoom-in';
import { lazy, Suspense, useEffect, useState } from 'react';
import { sectionStyles } from '#client/features/marketing/marketing-styles.ts';
import { type EbookPreviewId, sales as texts } from '#shared/messages/pt-sales.ts';
import { EBOOK_PAGE_HEIGHT, EBOOK_PAGE_WIDTH, ebookPreviewImages } from './ebook-previews.ts';

const loadLightbox = () => import('./preview-lightbox.tsx');
// Not needed for the first paint (decision 005's budget): fetched once the page is idle.
const PreviewLightbox = lazy(loadLightbox);

/** SPEC §2.7: pages of the ebook as thumbnails; a click (or Enter) enlarges them in the lightbox. */
export function PreviewGallery({ previews }: { previews: readonly EbookPreviewId[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  // Mounted at the first enlargement and kept, so closing can hand focus back.
  const [lightboxMounted, setLightboxMounted] = useState(false);
  useEffect(() => {
    const prefetch = () => void loadLightbox();
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(prefetch, { timeout: 4_000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(prefetch, 2_000);
    return () => clearTimeout(timer);
  }, []);
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
                aria-label={texts.gallery.enlarge(page.label)}
                onClick={() => {
                  setLightboxMounted(true);
                  setOpenIndex(index);
                }}
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
      {lightboxMounted && (
        <Suspense fallback={null}>
          <PreviewLightbox
            pages={pages}
            index={openIndex}
            onIndexChange={setOpenIndex}
            onClose={() => setOpenIndex(null)}
          />
        </Suspense>
      )}
    </section>
  );
}
