import { describe, expect, it } from 'vitest';
import { parseProduct, parseProductList, parseProducts } from './product-answers.ts';

const product = {
  id: '7',
  slug: 'caneca',
  name: 'Caneca',
  description: 'Esmaltada.',
  price: 69.9,
  rating: 4.8,
  reviews: 645,
  inStock: true,
  isHighlighted: false,
  discount: null,
  imageUrl: '/media/products/caneca-esmaltada.svg',
  link: 'https://loja.rotaamazonia.com.br/produtos/caneca-esmaltada',
  category: 'ACESSÓRIO',
};

describe('parseProduct', () => {
  it('keeps a well-formed product as it is', () => {
    expect(parseProduct(product)).toEqual(product);
  });

  it('normalises loosely typed answers as SPEC §7 says', () => {
    expect(
      parseProduct({
        ...product,
        id: 7,
        slug: undefined,
        price: '69.90',
        rating: '4.8',
        reviews: '12',
        inStock: 1,
        isHighlighted: 'true',
        discount: '15',
        link: '',
        category: 'nada',
      }),
    ).toEqual({
      ...product,
      id: '7',
      slug: '7',
      reviews: 12,
      isHighlighted: true,
      discount: 15,
      link: null,
      category: 'OUTRO',
    });
  });

  it('refuses a product without id, name or price', () => {
    expect(() => parseProduct({ ...product, id: undefined })).toThrow();
    expect(() => parseProduct({ ...product, name: 3 })).toThrow();
    expect(() => parseProduct({ ...product, price: 'grátis' })).toThrow();
    expect(() => parseProduct(null)).toThrow();
  });
});

describe('parseProductList', () => {
  it('reads data and meta, working out last_page when missing', () => {
    expect(parseProductList({ data: [product], meta: { total: 17, current_page: 2, per_page: 8 } })).toEqual({
      data: [product],
      meta: { total: 17, current_page: 2, per_page: 8, last_page: 3 },
    });
  });

  it('refuses anything else', () => {
    expect(() => parseProductList({ data: [] })).toThrow();
    expect(() => parseProductList({ data: {}, meta: { total: 0, per_page: 8 } })).toThrow();
    expect(() => parseProductList('<html>')).toThrow();
  });
});

describe('parseProducts', () => {
  it('reads data.data', () => {
    expect(parseProducts({ success: true, data: [product] })).toEqual([product]);
    expect(() => parseProducts({ success: true })).toThrow();
  });
});
