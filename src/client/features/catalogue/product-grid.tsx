import type { Product } from '#shared/schemas/catalogue.ts';
import { ProductCard } from './product-card.tsx';
import { EAGER_PRODUCT_IMAGES, productGridListClass } from './product-grid-class.ts';

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
    <ul aria-busy={busy} data-filters={filtersKey} className={productGridListClass(busy)}>
      {products.map((product, index) => (
        <li key={product.slug}>
          <ProductCard product={product} eagerImage={index < EAGER_PRODUCT_IMAGES} compactOnPhone />
        </li>
      ))}
    </ul>
  );
}
