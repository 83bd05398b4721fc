/** The catalogue's grid, shared by the React list, its states and the /produtos island (docs/architecture/catalogue.md). */
export const productGridClass = 'grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4';

/** The list's classes: dimmed while the next answer is on its way. */
export function productGridListClass(busy: boolean): string {
  return `${productGridClass} transition-opacity duration-200 ${busy ? 'opacity-60' : ''}`;
}

/** The catalogue's cards whose images load at once (the first row on a phone: the largest paint). */
export const EAGER_PRODUCT_IMAGES = 2;
