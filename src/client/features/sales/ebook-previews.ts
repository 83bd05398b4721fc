import type { EbookPreviewId } from '#shared/messages/pt-sales.ts';

/** The ebook's pages as images (public/media/ebook/, 600 × 840 SVG). */
export const EBOOK_PAGE_WIDTH = 600;
export const EBOOK_PAGE_HEIGHT = 840;

export const ebookPreviewImages: Record<EbookPreviewId, string> = {
  cover: '/media/ebook/capa.svg',
  contents: '/media/ebook/sumario.svg',
  intro1: '/media/ebook/introducao-1.svg',
  intro2: '/media/ebook/introducao-2.svg',
  intro3: '/media/ebook/introducao-3.svg',
  intro4: '/media/ebook/introducao-4.svg',
  backCover: '/media/ebook/contracapa.svg',
};
