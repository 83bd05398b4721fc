import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { comparable } from '#client/lib/same-markup.ts';
import type { Product } from '#shared/schemas/catalogue.ts';
import { HomeHighlightedProducts } from './home-highlighted-products.tsx';
import { LIVE_PRODUCTS_SELECTOR, showHighlightedProducts } from './live-highlighted-products.ts';
import { ProductCard } from './product-card.tsx';
import { type ProductCardOptions, productCardElement } from './product-card-element.ts';

function product(overrides: Partial<Product> = {}): Product {
  return {
    id: '7',
    slug: 'rede-marajoara',
    name: 'Rede de Dormir Marajoara',
    description: 'Rede de algodão cru tecida à mão em Soure, na Ilha do Marajó, com franjas bordadas.',
    price: 349,
    rating: 4.7,
    reviews: 12,
    inStock: true,
    isHighlighted: true,
    discount: 10,
    imageUrl: '/media/products/rede-marajoara.svg',
    link: 'https://loja.rotaamazonia.com.br/produtos/rede-marajoara',
    category: 'ACESSÓRIO',
    ...overrides,
  };
}

const variants: [string, Product][] = [
  ['discounted, highlighted, in stock', product()],
  ['full price, not highlighted', product({ discount: null, isHighlighted: false, rating: 3, reviews: 1 })],
  ['sold out, without a link', product({ inStock: false, link: null, category: 'LIVRO' })],
  ['in stock without a link, without an image', product({ link: null, imageUrl: '' })],
];

/** The home page's product list as the build prerenders it. */
function prerenderHome(products: Product[]): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = renderToString(<HomeHighlightedProducts products={products} />);
  document.body.append(root);
  return root;
}

afterEach(() => {
  document.body.replaceChildren();
});

/** The home page's highlights, and the catalogue's cards (the first ones with eager images). */
const layouts: [string, ProductCardOptions][] = [
  ['home page', { headingLevel: 4 }],
  ['catalogue', { compactOnPhone: true }],
  ['catalogue, first row', { compactOnPhone: true, eagerImage: true }],
];

const cases = layouts.flatMap(([layout, options]) =>
  variants.map(([name, item]) => [`${layout}, ${name}`, item, options] as const),
);

describe("the product card's plain-DOM twin", () => {
  it.each(cases)('draws the same markup as the React card: %s', (_name, item, options) => {
    const template = document.createElement('template');
    template.innerHTML = renderToString(
      <li>
        <ProductCard product={item} {...options} />
      </li>,
    );
    // An eager image also gets React's preload link before the item: the item is what is compared.
    const fromReact = template.content.querySelector('li');
    if (!fromReact) throw new Error('nothing rendered');
    const fromIsland = productCardElement(item, options);
    expect(comparable(fromIsland).outerHTML.length).toBeGreaterThan(500);
    expect(comparable(fromIsland).isEqualNode(comparable(fromReact))).toBe(true);
    // The comparison sees one attribute's difference.
    const changed = fromIsland.cloneNode(true) as Element;
    changed.querySelector('img')?.setAttribute('decoding', 'sync');
    expect(comparable(changed).isEqualNode(comparable(fromReact))).toBe(false);
  });
});

describe('the live highlighted products', () => {
  const build = [product(), product({ id: '8', slug: 'caneca', name: 'Caneca esmaltada', discount: null })];

  it('leave the prerendered cards alone when the answer shows the same products', () => {
    const root = prerenderHome(build);
    const before = root.querySelector('article');
    // The API gives numeric ids where the build gave slugs: not shown, so no change.
    expect(
      showHighlightedProducts(
        root,
        build.map((item, index) => ({ ...item, id: String(40 + index) })),
      ),
    ).toBe(false);
    expect(root.querySelector('article')).toBe(before);
  });

  it('draw the new list, at most four, when it differs', () => {
    const root = prerenderHome(build);
    const live = [
      product({ slug: 'novo', name: 'Remo de cedro entalhado' }),
      ...build,
      product({ slug: 'quarto', name: 'Quarto' }),
      product({ slug: 'quinto', name: 'Quinto' }),
    ];
    expect(showHighlightedProducts(root, live)).toBe(true);
    const names = [...root.querySelectorAll(`${LIVE_PRODUCTS_SELECTOR} h4`)].map(
      (heading) => heading.textContent,
    );
    expect(names).toEqual([
      'Remo de cedro entalhado',
      'Rede de Dormir Marajoara',
      'Caneca esmaltada',
      'Quarto',
    ]);
    expect(
      root.querySelectorAll(`${LIVE_PRODUCTS_SELECTOR} > li > article[data-testid="product-card"]`),
    ).toHaveLength(4);
  });

  it('keep what is shown when the answer is empty', () => {
    const root = prerenderHome(build);
    const before = root.innerHTML;
    expect(showHighlightedProducts(root, [])).toBe(false);
    expect(root.innerHTML).toBe(before);
  });

  it('show the block a build without highlights left hidden', () => {
    const root = prerenderHome([]);
    const block = root.querySelector<HTMLElement>('[data-live-products-block]');
    expect(block?.hidden).toBe(true);
    expect(showHighlightedProducts(root, build)).toBe(true);
    expect(block?.hidden).toBe(false);
    expect(root.querySelectorAll('article')).toHaveLength(2);
  });
});
