/** The product card's action class, image sizes and placeholder, and how many cards the home page highlights. */

export const actionClass =
  'inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-full px-5 py-2.5 text-center font-semibold transition-colors';

/** Shown when a product has no image or its image does not load (SPEC §4.3). */
export const PRODUCT_IMAGE_PLACEHOLDER = '/media/products/sem-imagem.svg';
export const PRODUCT_IMAGE_WIDTH = 400;
export const PRODUCT_IMAGE_HEIGHT = 300;

/** How many highlighted products the home page shows: one row on wide screens. */
export const HOME_HIGHLIGHTED_PRODUCTS = 4;
