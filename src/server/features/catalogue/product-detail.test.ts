import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/api-harness.ts';
import { createProduct } from '#tests/factories.ts';
import { productListCacheKey } from './product-list-cache.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/v1/products/get/highlighted and /api/v1/products/highlighted', () => {
  const paths = ['/api/v1/products/get/highlighted', '/api/v1/products/highlighted'];

  it.each(paths)('%s answers an empty list before anything is highlighted', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response).toHaveStatus(200);
    expect(response.json()).toEqual({ success: true, data: [] });
  });

  it('both answer the highlighted products only, in their order', async () => {
    await createProduct(t.app.db, { slug: 'segundo', is_highlighted: true, highlight_order: 2 });
    await createProduct(t.app.db, { slug: 'comum', is_highlighted: false, highlight_order: 0 });
    await createProduct(t.app.db, {
      slug: 'primeiro',
      is_highlighted: true,
      highlight_order: 1,
      in_stock: false,
    });
    await createProduct(t.app.db, { slug: 'empatado', is_highlighted: true, highlight_order: 2 });

    const [first, second] = await Promise.all(
      paths.map(async (url) => (await t.app.inject({ method: 'GET', url })).json()),
    );
    expect(second).toEqual(first);
    expect(first.data.map((product: { slug: string }) => product.slug)).toEqual([
      'primeiro',
      'segundo',
      'empatado',
    ]);
    for (const product of first.data) {
      expect(product.isHighlighted).toBe(true);
      expect(typeof product.id).toBe('string');
    }
    expect(first.data[0].inStock).toBe(false);
  });
});

describe('GET /api/v1/products/{id}', () => {
  it('answers the product by id, the same as the list', async () => {
    const row = await createProduct(t.app.db, {
      slug: 'garrafa',
      name: 'Garrafa Térmica',
      price_cents: 11_990,
      discount_percent: 10,
      rating: 4.8,
    });
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/products/${row.id}` });
    expect(response).toHaveStatus(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      id: String(row.id),
      slug: 'garrafa',
      name: 'Garrafa Térmica',
      price: 119.9,
      discount: 10,
      rating: 4.8,
      inStock: true,
      isHighlighted: false,
    });
    const listed = (await t.app.inject({ method: 'GET', url: '/api/v1/products?search=garrafa' })).json();
    expect(listed.data).toEqual([data]);
  });

  it('also finds a product by its slug', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/products/garrafa' });
    expect(response).toHaveStatus(200);
    expect(response.json().data.name).toBe('Garrafa Térmica');
  });

  it.each([
    '999999',
    '0',
    '-1',
    '99999999999999999999',
    'nao-existe',
    'Garrafa',
    'a%20b',
    '%E2%9C%93',
    "1'%20or%20'1'='1",
  ])('/api/v1/products/%s answers 404 with the catalogue message', async (id) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/products/${id}` });
    expect(response).toHaveStatus(404);
    expect(response.json()).toEqual({
      success: false,
      code: 'NOT_FOUND',
      message: 'Produto não encontrado.',
    });
  });
});

describe('the OpenAPI document', () => {
  it('describes the product calls and their optional parameters', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/products',
        '/api/v1/products/get/highlighted',
        '/api/v1/products/highlighted',
        '/api/v1/products/{id}',
      ]),
    );
    const parameters = document.paths['/api/v1/products'].get.parameters as {
      name: string;
      required?: boolean;
    }[];
    expect(parameters.map((parameter) => parameter.name)).toEqual([
      'page',
      'pageSize',
      'sortBy',
      'sortOrder',
      'category',
      'search',
    ]);
    expect(parameters.every((parameter) => !parameter.required)).toBe(true);
  });
});

describe('the product list cache', () => {
  it('serves a new product at once after a write through the repository', async () => {
    const url = '/api/v1/products?search=cachorro-quente';
    expect((await t.app.inject({ method: 'GET', url })).json().meta.total).toBe(0);
    await createProduct(t.app.db, { slug: 'cachorro-quente', name: 'Cachorro-quente de feira' });
    const after = (await t.app.inject({ method: 'GET', url })).json();
    expect(after.meta.total).toBe(1);
    expect(after.data[0].slug).toBe('cachorro-quente');
  });

  it('shares one answer between searches that find the same products', () => {
    const base = { page: 1, pageSize: 8, sortBy: 'name', sortOrder: 'asc' } as const;
    expect(productListCacheKey({ ...base, search: 'Acessório  caneca' })).toBe(
      productListCacheKey({ ...base, search: 'acessorio caneca' }),
    );
    expect(productListCacheKey({ ...base, search: 'caneca' })).not.toBe(
      productListCacheKey({ ...base, search: 'caneca', category: 'LIVRO' }),
    );
  });

  it('answers compressed copies of the same bytes to clients that accept them', async () => {
    const url = '/api/v1/products?sortBy=price&sortOrder=desc';
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    for (let round = 0; round < 2; round += 1) {
      const brotli = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
      const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br;q=0' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    }
  });

  it('never keeps a refused address: bad input is refused every time', async () => {
    for (let round = 0; round < 2; round += 1) {
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/products?page=0' });
      expect(response).toHaveStatus(400);
    }
  });
});
