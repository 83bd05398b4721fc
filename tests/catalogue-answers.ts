/** Products as the API answers them (SPEC §7), for the tests of what the browser draws. */
import type { Product } from '#shared/schemas/catalogue.ts';

export function answeredProduct(index: number, overrides: Partial<Product> = {}): Product {
  return {
    id: String(index),
    slug: `produto-${index}`,
    name: `Produto ${index}`,
    description: 'Um produto da loja da Rota Amazônia, feito para quem vai zarpar.',
    price: 40 + index,
    rating: 4.5,
    reviews: 2,
    inStock: true,
    isHighlighted: false,
    discount: null,
    imageUrl: `/media/products/produto-${index}.webp`,
    link: `https://loja.rotaamazonia.com.br/produto-${index}`,
    category: 'ACESSÓRIO',
    ...overrides,
  };
}
