import { within } from '@testing-library/dom';
import { render } from 'preact';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Product } from '#shared/schemas/catalogue.ts';
import { answeredProduct as product } from '#tests/catalogue-answers.ts';
import { HomeHighlightedProducts } from './home-highlighted-products.tsx';
import { showHighlightedProducts } from './live-highlighted-products.tsx';

const built = [1, 2, 3, 4].map((index) => product(index));

/** The home page as the build left it: markup no script has drawn. */
function prerenderedHome(products: readonly Product[]) {
  const scratch = document.createElement('div');
  render(<HomeHighlightedProducts products={products} />, scratch);
  document.body.innerHTML = scratch.innerHTML;
  const list = document.querySelector<HTMLElement>('[data-live-products]');
  if (!list) throw new Error('no live list');
  return list;
}

const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading', { level: 4 })
    .map((heading) => heading.textContent);

describe("the home page's highlighted products, live", () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it('leaves the prerendered cards untouched when the answer shows the same products', () => {
    const list = prerenderedHome(built);
    const before = list.innerHTML;
    const firstImage = list.querySelector('img');

    showHighlightedProducts(
      document,
      built.map((item) => ({ ...item, id: `api-${item.id}` })),
    );

    expect(list.innerHTML).toBe(before);
    expect(list.querySelector('img')).toBe(firstImage);
  });

  it('shows the answer where it differs: a new product, a new price, and no card the answer left out', () => {
    const list = prerenderedHome(built);
    const [first, second] = built as [Product, Product];

    showHighlightedProducts(document, [
      product(9, { name: 'Remo de cedro' }),
      { ...first, price: 99 },
      second,
    ]);

    expect(names(list)).toEqual(['Remo de cedro', 'Produto 1', 'Produto 2']);
    expect(within(list).getAllByTestId('product-card')).toHaveLength(3);
    expect(list.textContent).toContain('R$ 99,00');
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      'https://loja.rotaamazonia.com.br/produto-9',
      'https://loja.rotaamazonia.com.br/produto-1',
      'https://loja.rotaamazonia.com.br/produto-2',
    ]);
  });

  it('shows the block a build without highlights left hidden, and keeps the list on an empty answer', () => {
    const list = prerenderedHome([]);
    const block = list.closest('[data-live-products-block]');
    expect(block?.hasAttribute('hidden')).toBe(true);

    showHighlightedProducts(document, []);
    expect(block?.hasAttribute('hidden')).toBe(true);

    showHighlightedProducts(document, built);
    expect(block?.hasAttribute('hidden')).toBe(false);
    expect(names(list)).toEqual(['Produto 1', 'Produto 2', 'Produto 3', 'Produto 4']);
  });
});
