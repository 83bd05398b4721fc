/**
 * The voyage card's sizes and classes, and the marks by which the island finds the live lists and
 * their notice (docs/architecture/frontend.md), in a module the island's first script can import.
 */

export const VOYAGE_IMAGE_WIDTH = 400;
export const VOYAGE_IMAGE_HEIGHT = 240;

/** Marks the lists the island brings up to date (highlighted-voyage-list.tsx). */
export const LIVE_VOYAGES_ATTRIBUTE = 'data-live-voyages';
export const LIVE_VOYAGES_SELECTOR = `[${LIVE_VOYAGES_ATTRIBUTE}]`;

/** Marks the notice shown above the list for a slug it does not have. */
export const UNKNOWN_VOYAGE_NOTICE_ATTRIBUTE = 'data-unknown-voyage';
export const UNKNOWN_VOYAGE_NOTICE_SELECTOR = `[${UNKNOWN_VOYAGE_NOTICE_ATTRIBUTE}]`;

export const VOYAGE_CARD_CLASSES = {
  unknownSlugNotice: 'mb-6 rounded-2xl border border-terra-200 bg-terra-50 p-4 text-stone-800',
  imageBox: 'relative aspect-[5/3] bg-linear-to-br',
  image: 'size-full object-cover',
  iconBadge:
    'absolute bottom-3 left-3 inline-flex size-11 items-center justify-center rounded-full bg-white text-rio-900 shadow-md',
  icon: 'size-5',
  selected: 'absolute top-3 right-3 rounded-full bg-terra-400 px-3 py-1 text-sm font-semibold text-rio-950',
  body: 'flex flex-1 flex-col gap-3 p-5',
  title: 'font-display text-xl leading-snug text-rio-900',
  link: 'after:absolute after:inset-0 focus-visible:outline-none',
  description: 'leading-relaxed text-stone-700',
  cta: 'mt-auto inline-flex items-center gap-1 pt-2 font-semibold text-terra-700',
  ctaIcon: 'size-4',
} as const;

export function voyageCardClass(selected: boolean): string {
  return `relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-md shadow-rio-950/10 transition-shadow hover:shadow-xl has-[a:focus-visible]:ring-4 has-[a:focus-visible]:ring-terra-400 ${
    selected ? 'ring-4 ring-terra-400' : 'ring-1 ring-rio-900/10'
  }`;
}
