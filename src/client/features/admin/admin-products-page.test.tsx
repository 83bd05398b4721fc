/**
 * The console's product list (docs/architecture/admin.md) goes past its first 20 products: pages in the
 * address, the shared pagination, and a new search back on page 1.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '#shared/schemas/catalogue.ts';
import { Products } from './admin-products-page.tsx';

const TOTAL = 45;
const PAGE_SIZE = 20;

function product(index: number): Product {
  return {
    id: String(index),
    slug: `produto-${index}`,
    name: `Produto ${String(index).padStart(2, '0')}`,
    description: 'Um produto da loja da Rota Amazônia, feito para quem vai zarpar.',
    price: 10 + index,
    rating: 4.5,
    reviews: 2,
    inStock: true,
    isHighlighted: false,
    discount: null,
    imageUrl: '/media/products/rede-de-dormir.webp',
    link: null,
    category: 'ACESSÓRIO',
  };
}

/** The public list as the server answers it: 45 products, 20 a page. */
function productList(url: URL) {
  const page = Number(url.searchParams.get('page'));
  const search = url.searchParams.get('search');
  const all = Array.from({ length: search ? 3 : TOTAL }, (_, index) => product(index + 1));
  return {
    success: true,
    data: all.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
    meta: {
      total: all.length,
      current_page: page,
      per_page: PAGE_SIZE,
      last_page: Math.max(1, Math.ceil(all.length / PAGE_SIZE)),
    },
  };
}

function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

describe('the console’s product list', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockImplementation(async (input) => {
      const body = productList(new URL(String(input), 'http://localhost'));
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    vi.stubGlobal('fetch', fetchMock);
    // happy-dom does not know HTML's <search> element yet (browsers do); React says so once.
    const report = vi.mocked(console.error).getMockImplementation();
    vi.mocked(console.error).mockImplementation((...args: unknown[]) => {
      if (String(args[0]).includes('is unrecognized in this browser') && args[1] === 'search') return;
      report?.(...args);
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  const requestedPages = () =>
    fetchMock.mock.calls.map(([input]) =>
      new URL(String(input), 'http://localhost').searchParams.get('page'),
    );
  const names = () =>
    within(screen.getByRole('list', { name: 'Produtos da loja' }))
      .getAllByRole('listitem')
      .map((item) => item.querySelector('p')?.textContent);

  it('pages through every product, with the page in the address, and searches from page 1', async () => {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/admin/produtos?pagina=2']}>
          <Routes>
            <Route path="/admin/produtos" element={<Products />} />
          </Routes>
          <Address />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await screen.findByText('Produto 21');
    expect(requestedPages()).toEqual(['2']);
    const pages = screen.getByRole('navigation', { name: 'Páginas de produtos' });
    expect(pages.textContent).toContain('Página 2 de 3');

    fireEvent.click(screen.getByRole('link', { name: 'Página 3' }));
    await screen.findByText('Produto 45');
    expect(screen.getByTestId('address').textContent).toBe('/admin/produtos?pagina=3');
    expect(names()).toHaveLength(TOTAL - 2 * PAGE_SIZE);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar produto' }), {
      target: { value: 'rede' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/admin/produtos?busca=rede'));
    await screen.findByText('Produto 01');
    expect(requestedPages().at(-1)).toBe('1');
    // One page of results needs no pagination.
    expect(screen.queryByRole('navigation', { name: 'Páginas de produtos' })).toBeNull();
  });
});
