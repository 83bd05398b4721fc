/**
 * schema.org structured data for the catalogue page: an ItemList of Products with their offers,
 * ratings and availability, so search engines can find every product. Rendered once, into the
 * prerendered HTML (a static inline script the server's CSP hashes). Descriptions are left out
 * (schema.org's Product does not need one): all forty of them would push /produtos past a phone's
 * first round trip (docs/architecture/catalogue.md).
 */
import { discountedPrice } from '#shared/format/money.ts';
import { catalogue } from '#shared/messages/pt-catalogue.ts';
import type { Product } from '#shared/schemas/catalogue.ts';

type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonLd = { [key: string]: JsonValue };

const SCHEMA = 'https://schema.org';

export function productStructuredData(product: Product): JsonLd {
  const offer: JsonLd = {
    '@type': 'Offer',
    price: discountedPrice(product.price, product.discount).toFixed(2),
    priceCurrency: 'BRL',
    availability: `${SCHEMA}/${product.inStock ? 'InStock' : 'OutOfStock'}`,
    ...(product.link ? { url: product.link } : {}),
  };
  return {
    '@type': 'Product',
    name: product.name,
    sku: product.slug,
    image: product.imageUrl,
    category: catalogue.categories[product.category].singular,
    brand: { '@type': 'Brand', name: 'Rota Amazônia' },
    offers: offer,
    ...(product.reviews > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating,
            reviewCount: product.reviews,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

export function catalogueStructuredData(products: readonly Product[]): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'ItemList',
    name: catalogue.meta.title,
    numberOfItems: products.length,
    itemListElement: products.map((product, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: productStructuredData(product),
    })),
  };
}
