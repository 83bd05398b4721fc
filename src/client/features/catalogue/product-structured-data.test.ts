import { describe, expect, it } from 'vitest';
import type { Product } from '#shared/schemas/catalogue.ts';
import { catalogueStructuredData } from './product-structured-data.ts';

const book: Product = {
  id: '1',
  slug: 'navegante-de-primeira-viagem-livro',
  name: 'Navegante de Primeira Viagem — Livro impresso',
  description: 'A primeira travessia.',
  price: 59.9,
  rating: 4.9,
  reviews: 1287,
  inStock: true,
  isHighlighted: true,
  discount: null,
  imageUrl: '/media/products/navegante-de-primeira-viagem-livro.svg',
  link: 'https://loja.rotaamazonia.com.br/produtos/navegante-de-primeira-viagem-livro',
  category: 'LIVRO',
};

describe('catalogueStructuredData', () => {
  it('lists schema.org Products with offers in reais and their rating', () => {
    const data = catalogueStructuredData([
      book,
      { ...book, slug: 'rede', inStock: false, discount: 20, reviews: 0, link: null },
    ]);
    expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'ItemList', numberOfItems: 2 });
    const [first, second] = data.itemListElement as { position: number; item: Record<string, unknown> }[];
    expect(first?.position).toBe(1);
    expect(first?.item).toMatchObject({
      '@type': 'Product',
      name: book.name,
      sku: book.slug,
      category: 'Livro',
      offers: {
        '@type': 'Offer',
        price: '59.90',
        priceCurrency: 'BRL',
        availability: 'https://schema.org/InStock',
        url: book.link,
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.9, reviewCount: 1287 },
    });
    expect(second?.item).toMatchObject({
      offers: { price: '47.92', availability: 'https://schema.org/OutOfStock' },
    });
    expect(first?.item).not.toHaveProperty('description');
    expect(second?.item).not.toHaveProperty('aggregateRating');
    expect(second?.item.offers).not.toHaveProperty('url');
  });
});
