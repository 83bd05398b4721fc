/**
 * The home page's highlighted products, live (docs/architecture/frontend.md): the page shows the build's list at
 * once; after load and an idle moment the island asks the API and draws the answer with the page's
 * own card (ProductCard) into the prerendered list, which changes only where the answer differs.
 * Like SPEC §7's product calls, an empty or failed answer changes nothing: the build's list stays.
 */
import { apiRequest } from '#client/lib/api-client.ts';
import { renderInPlace } from '#client/lib/render-in-place.ts';
import { apiPaths } from '#shared/paths.ts';
import type { Product } from '#shared/schemas/catalogue.ts';
import { parseProducts } from './api/product-answers.ts';
import { LIVE_PRODUCTS_SELECTOR } from './catalogue-marks.ts';
import { ProductCard } from './product-card.tsx';
import { HOME_HIGHLIGHTED_PRODUCTS } from './product-card-constants.ts';

/** Draws `products` into the marked list; a list that shows them already stays as it is. */
export function showHighlightedProducts(root: ParentNode, products: readonly Product[]): void {
  const list = root.querySelector<HTMLElement>(LIVE_PRODUCTS_SELECTOR);
  const shown = products.slice(0, HOME_HIGHLIGHTED_PRODUCTS);
  if (!list || shown.length === 0) return;
  renderInPlace(
    shown.map((product) => (
      <li key={product.slug}>
        <ProductCard product={product} headingLevel={4} />
      </li>
    )),
    list,
  );
  // A build without highlights rendered the block hidden.
  list.closest<HTMLElement>('[data-live-products-block]')?.removeAttribute('hidden');
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
