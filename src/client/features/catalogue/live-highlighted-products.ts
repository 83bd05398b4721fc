/**
 * The home page's highlighted products, live (docs/architecture/frontend.md): the page shows the build's list at
 * once; after load and an idle moment the island asks the API and, when the answer differs, draws
 * the new cards in the same markup (product-card-element.ts). Like SPEC §7's product calls, an
 * empty or failed answer changes nothing: the build's list stays.
 */
import { apiRequest } from '#client/lib/api-client.ts';
import { fallBackBrokenImages } from '#client/lib/image-fallback.ts';
import { replaceItemsIfChanged } from '#client/lib/same-markup.ts';
import { apiPaths } from '#shared/paths.ts';
import type { Product } from '#shared/schemas/catalogue.ts';
import { parseProducts } from './api/product-answers.ts';
import { HOME_HIGHLIGHTED_PRODUCTS } from './product-card-constants.ts';
import { productCardElement } from './product-card-element.ts';

/** The list the home page marks for live updates (home-highlighted-products.tsx). */
export const LIVE_PRODUCTS_SELECTOR = '[data-live-products]';

/** Draws `products` into the marked list unless it already shows them; true when it drew. */
export function showHighlightedProducts(root: ParentNode, products: readonly Product[]): boolean {
  const list = root.querySelector<HTMLElement>(LIVE_PRODUCTS_SELECTOR);
  const shown = products.slice(0, HOME_HIGHLIGHTED_PRODUCTS);
  if (!list || shown.length === 0) return false;
  if (
    !replaceItemsIfChanged(
      list,
      shown.map((product) => productCardElement(product, { headingLevel: 4 })),
    )
  )
    return false;
  fallBackBrokenImages(list);
  // A build without highlights rendered the block hidden.
  list.closest<HTMLElement>('[data-live-products-block]')?.removeAttribute('hidden');
  return true;
}

export async function refreshHighlightedProducts(root: ParentNode = document): Promise<void> {
  if (!root.querySelector(LIVE_PRODUCTS_SELECTOR)) return;
  let products: Product[];
  try {
    products = await apiRequest(apiPaths.highlightedProducts, parseProducts, { allowUnauthorized: true });
  } catch {
    return;
  }
  showHighlightedProducts(root, products);
}
