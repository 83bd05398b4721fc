import { catalogue } from '#shared/messages/pt-catalogue.ts';
import { paths } from '#shared/paths.ts';
import type { Product } from '#shared/schemas/catalogue.ts';
import { LIVE_PRODUCTS_ATTRIBUTE } from './catalogue-marks.ts';
import { ProductCard } from './product-card.tsx';

/**
 * The home page's highlighted products (SPEC §2.1, highlights), under an h3 inside the section's h2.
 * Prerendered from the build's catalogue (decision 110), then brought up to date by the island
 * (live-highlighted-products.tsx, docs/architecture/frontend.md), which draws its cards into the marked list; with
 * none at build time the block is there but hidden, for the live list to fill.
 */
export function HomeHighlightedProducts({ products }: { products: readonly Product[] }) {
  const texts = catalogue.home;
  return (
    <div className="mt-14" data-live-products-block="" hidden={products.length === 0}>
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
        <div>
          <h3 className="font-display text-2xl text-rio-900">{texts.title}</h3>
          <p className="mt-1 text-stone-700">{texts.lead}</p>
        </div>
        <a
          href={paths.products}
          className="inline-flex min-h-11 items-center rounded font-semibold text-rio-800 underline decoration-terra-400 decoration-2 underline-offset-4 hover:text-terra-700"
        >
          {texts.allProducts}
          <span aria-hidden="true">&nbsp;→</span>
        </a>
      </div>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" {...{ [LIVE_PRODUCTS_ATTRIBUTE]: '' }}>
        {products.map((product) => (
          <li key={product.slug}>
            <ProductCard product={product} headingLevel={4} />
          </li>
        ))}
      </ul>
    </div>
  );
}
