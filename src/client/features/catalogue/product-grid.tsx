import type { Product } from '#shared/schemas/catalogue.ts';
import { ProductCard } from './product-card.tsx';

export const productGridClass = 'grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4';

/** The catalogue's cards; the first row's images load at once (they are the page's largest paint). */
export function ProductGrid({
  products,
  busy,
  filtersKey,
}: {
  products: readonly Product[];
  busy: boolean;
  /** The address query the list answers (lets tests and tools tell an old list from the new one). */
  filtersKey: string;
}) {
  return (
    <ul
      aria-busy={busy}
      data-filters={filtersKey}
      className={`${productGridClass} transition-opacity duration-200 ${busy ? 'opacity-60' : ''}`}
    >
      {products.map((product, index) => (
        <li key={product.slug}>
          <ProductCard product={product} eagerImage={index < 2} compactOnPhone />
        </li>
      ))}
    </ul>
  );
}
