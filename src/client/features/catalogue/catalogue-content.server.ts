/**
 * Build time only (route loaders run while prerendering, `ssr: false`): the catalogue as the seed
 * content writes it, so the prerendered /produtos already shows the first page and carries the
 * structured data of every product, and /livro links to the book's store page.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { normalizeSearchText } from '#shared/catalogue/search-text.ts';
import { PRODUCT_PAGE_SIZE } from '#shared/constants.ts';
import { catalogue } from '#shared/messages/pt-catalogue.ts';
import {
  type Product,
  type ProductContent,
  productCatalogueContentSchema,
} from '#shared/schemas/catalogue.ts';
import type { ProductList } from './api/product-answers.ts';
import { HOME_HIGHLIGHTED_PRODUCTS } from './product-card-constants.ts';
import { catalogueStructuredData, type JsonLd } from './product-structured-data.ts';

const CONTENT_FILE = path.resolve('content/products/products.json');
export const BOOK_PRODUCT_SLUG = 'navegante-de-primeira-viagem-livro';

function readContent(): ProductContent[] {
  return productCatalogueContentSchema.parse(JSON.parse(readFileSync(CONTENT_FILE, 'utf8')));
}

/** The database gives ids; until the live list arrives, a prerendered product goes by its slug. */
function toProduct(content: ProductContent): Product {
  return {
    id: content.slug,
    slug: content.slug,
    name: content.name,
    description: content.description,
    price: content.price_cents / 100,
    rating: content.rating,
    reviews: content.reviews,
    inStock: content.in_stock,
    isHighlighted: content.is_highlighted,
    discount: content.discount_percent,
    imageUrl: content.image_url,
    link: content.link,
    category: content.category,
  };
}

/** Every product, in the list's default order (name, ignoring case and accents, as the API sorts). */
export function prerenderedCatalogue(): Product[] {
  const byName = (product: ProductContent) => normalizeSearchText(product.name);
  return readContent()
    .sort((a, b) => (byName(a) < byName(b) ? -1 : byName(a) > byName(b) ? 1 : 0))
    .map(toProduct);
}

/** The home page's highlighted products, in the order GET /products/get/highlighted gives them. */
export function prerenderedHighlightedProducts(): Product[] {
  return readContent()
    .filter((product) => product.is_highlighted)
    .sort((a, b) => a.highlight_order - b.highlight_order)
    .slice(0, HOME_HIGHLIGHTED_PRODUCTS)
    .map(toProduct);
}

/**
 * What the prerendered /produtos needs: the default view's first page (name ascending) and the
 * structured data of every product, built here so its code stays out of the browser.
 */
export function prerenderedCataloguePage(): { firstPage: ProductList; structuredData: JsonLd } {
  const products = prerenderedCatalogue();
  return {
    firstPage: {
      data: products.slice(0, PRODUCT_PAGE_SIZE),
      meta: {
        total: products.length,
        current_page: 1,
        per_page: PRODUCT_PAGE_SIZE,
        last_page: Math.max(1, Math.ceil(products.length / PRODUCT_PAGE_SIZE)),
      },
    },
    structuredData: catalogueStructuredData(products),
  };
}

/**
 * Where 'ADQUIRIR O LIVRO' leads: the printed book's purchase link in the catalogue, with the words
 * that tell a screen reader it opens a new tab (here, so /livro loads no catalogue texts).
 */
export function bookPurchaseLink(): { href: string; opensInNewTab: string } {
  const link = readContent().find((product) => product.slug === BOOK_PRODUCT_SLUG)?.link;
  if (!link) throw new Error(`content/products/products.json: ${BOOK_PRODUCT_SLUG} needs a link`);
  return { href: link, opensInNewTab: catalogue.book.opensInNewTab };
}
