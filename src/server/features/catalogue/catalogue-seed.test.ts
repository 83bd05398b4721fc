import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '#server/db/seed.ts';
import { EBOOK_LAUNCH_PRICE_CENTS, PRODUCT_CATEGORIES } from '#shared/constants.ts';
import { createTestApp, type TestApp } from '#tests/api-harness.ts';
import { readProductContent, seedProducts } from './catalogue.seed.ts';

const publicDir = path.resolve(import.meta.dirname, '../../../../public');
const BOOK_SLUG = 'navegante-de-primeira-viagem-livro';
const EBOOK_SLUG = 'navegante-de-primeira-viagem-ebook';

describe('the catalogue content', () => {
  const products = readProductContent();

  it('holds at least 32 products across the five categories, with unique slugs and names', () => {
    expect(products.length).toBeGreaterThanOrEqual(32);
    for (const category of PRODUCT_CATEGORIES) {
      expect(
        products.filter((product) => product.category === category).length,
        category,
      ).toBeGreaterThanOrEqual(5);
    }
    expect(new Set(products.map((product) => product.slug)).size).toBe(products.length);
    expect(new Set(products.map((product) => product.name)).size).toBe(products.length);
  });

  it('sells the book at R$ 59,90 and the ebook at the launch price, both with a purchase link', () => {
    const book = products.find((product) => product.slug === BOOK_SLUG);
    const ebook = products.find((product) => product.slug === EBOOK_SLUG);
    expect(book).toMatchObject({ category: 'LIVRO', price_cents: 5_990, in_stock: true });
    expect(ebook).toMatchObject({
      category: 'DIGITAL',
      price_cents: EBOOK_LAUNCH_PRICE_CENTS,
      in_stock: true,
    });
    expect(book?.link).toMatch(/^https:\/\//);
    expect(ebook?.link).toMatch(/^https:\/\//);
  });

  it('has discounted, out-of-stock and highlighted products', () => {
    expect(products.filter((product) => product.discount_percent).length).toBeGreaterThanOrEqual(3);
    expect(products.filter((product) => !product.in_stock).length).toBeGreaterThanOrEqual(3);
    expect(products.filter((product) => product.is_highlighted).length).toBeGreaterThanOrEqual(4);
  });

  it('gives every product a real description, rating and reviews', () => {
    for (const product of products) {
      expect(product.description.length, product.slug).toBeGreaterThan(80);
      expect(product.rating).toBeGreaterThanOrEqual(1);
      expect(product.reviews).toBeGreaterThan(0);
    }
  });

  it('points every product at a small image with its size written in', () => {
    for (const product of products) {
      const file = path.join(publicDir, product.image_url);
      expect(statSync(file).size, product.image_url).toBeLessThan(15 * 1024);
      const svg = readFileSync(file, 'utf8');
      expect(svg).toMatch(/<svg[^>]+width="400"[^>]+height="300"/);
    }
    expect(statSync(path.join(publicDir, 'media/products/sem-imagem.svg')).size).toBeLessThan(15 * 1024);
  });
});

describe('seedProducts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('fills the catalogue once: running it again changes nothing', async () => {
    const count = await seedProducts(t.app.db);
    const first = (await t.app.inject({ method: 'GET', url: '/api/v1/products?pageSize=100' })).json();
    expect(first.meta.total).toBe(count);
    await seedDatabase(t.app.db);
    const second = (await t.app.inject({ method: 'GET', url: '/api/v1/products?pageSize=100' })).json();
    expect(second).toEqual(first);
  });

  it("'acessorio' finds what is written 'acessório' in the seeded catalogue", async () => {
    const { data } = (
      await t.app.inject({ method: 'GET', url: '/api/v1/products?search=acessorio&pageSize=100' })
    ).json();
    expect(data.length).toBeGreaterThan(0);
    for (const product of data) {
      expect(`${product.name} ${product.description}`.toLowerCase()).toContain('acessório');
    }
  });

  it('highlights at least four products for the home page', async () => {
    const { data } = (await t.app.inject({ method: 'GET', url: '/api/v1/products/get/highlighted' })).json();
    expect(data.length).toBeGreaterThanOrEqual(4);
    expect(data[0].slug).toBe(BOOK_SLUG);
  });
});
