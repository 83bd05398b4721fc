/**
 * The catalogue in the console (docs/architecture/admin.md) on SQLite and PostgreSQL: image uploads checked
 * by content and size, resized to WebP and served for ever; products created, edited and deleted,
 * seen at once by the public list; every change audited.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/api-harness.ts';
import { createUser } from '#tests/factories.ts';
import { accountTestEnv, authHeadersFor } from '#tests/sign-in.ts';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ env: accountTestEnv });
  admin = await authHeadersFor(t.app, await createUser(t.app.db, { role: '1' }));
});
afterAll(() => t.close());

/** A multipart body with one file field, as a browser's FormData sends it. */
function multipart(filename: string, type: string, content: Buffer) {
  const boundary = '----rota-teste';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (filename: string, type: string, content: Buffer) => {
  const body = multipart(filename, type, content);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/uploads/images',
    payload: body.payload,
    headers: { ...admin, ...body.headers },
  });
};

describe('image uploads', () => {
  it('resizes a photo to WebP of at most 1200 px wide and serves it with immutable caching', async () => {
    const photo = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#1f7a63' } })
      .png()
      .toBuffer();
    const response = await upload('rede.png', 'image/png', photo);
    expect(response).toHaveStatus(201);
    const { url, width, height } = response.json().data;
    expect(url).toMatch(/^\/uploads\/images\/[0-9a-f]{20}\.webp$/);
    expect([width, height]).toEqual([1200, 800]);

    const served = await t.app.inject({ url });
    expect(served).toHaveStatus(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
  });

  it('caps a tall image at 1600 px high, keeping its shape', async () => {
    const tall = await sharp({ create: { width: 800, height: 4000, channels: 3, background: '#b45309' } })
      .jpeg()
      .toBuffer();
    const response = await upload('cartaz.jpg', 'image/jpeg', tall);
    expect(response).toHaveStatus(201);
    const { url, width, height } = response.json().data;
    expect([width, height]).toEqual([320, 1600]);
    const stored = await sharp((await t.app.inject({ url })).rawPayload).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['webp', 320, 1600]);
  });

  it('refuses a file that is not an image, whatever its name says, and one over 5 MB', async () => {
    const fake = await upload('foto.png', 'image/png', Buffer.from('%PDF-1.7 não é uma imagem'));
    expect(fake).toHaveStatus(415);
    expect(fake.json().message).toBe('Envie uma imagem JPG, PNG, WebP, AVIF ou GIF.');

    const huge = await upload('enorme.jpg', 'image/jpeg', Buffer.alloc(5 * 1024 * 1024 + 10, 1));
    expect(huge).toHaveStatus(413);
    expect(huge.json().message).toBe('A imagem pode ter até 5 MB.');

    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/uploads/images',
      headers: admin,
      payload: {},
    });
    expect(empty).toHaveStatus(422);
  });
});

describe('products', () => {
  const payload = {
    name: 'Rede de Dormir Marajoara',
    description:
      'Rede de algodão cru tecida à mão em Soure, na Ilha do Marajó, com franjas e varandas bordadas.',
    category: 'ACESSÓRIO',
    price_cents: 34_900,
    discount_percent: 10,
    rating: 4.7,
    reviews: 12,
    in_stock: true,
    is_highlighted: false,
    image_url: '/media/products/rede-de-dormir.webp',
    link: 'https://loja.rotaamazonia.com.br/produtos/rede-marajoara',
  };

  it('creates, edits and deletes a product; the public list follows at once; all audited', async () => {
    const search = async () =>
      (await t.app.inject({ url: '/api/v1/products?search=marajoara' })).json().data as {
        id: string;
        inStock: boolean;
        price: number;
      }[];
    expect(await search()).toEqual([]);

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/products',
      headers: admin,
      payload,
    });
    expect(created).toHaveStatus(201);
    const product = created.json().data;
    expect(product).toMatchObject({
      name: 'Rede de Dormir Marajoara',
      price: 349,
      discount: 10,
      inStock: true,
    });
    expect((await search()).map((item) => item.id)).toEqual([product.id]);

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/products/${product.id}`,
      headers: admin,
      payload: { ...payload, in_stock: false, price_cents: 29_900 },
    });
    expect(edited).toHaveStatus(200);
    expect(await search()).toEqual([expect.objectContaining({ id: product.id, inStock: false, price: 299 })]);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/products/${product.id}`,
      headers: admin,
    });
    expect(deleted).toHaveStatus(204);
    expect(await search()).toEqual([]);
    expect(await t.app.inject({ url: `/api/v1/products/${product.id}` })).toHaveStatus(404);

    const audit = (
      await t.app.inject({ url: '/api/v1/admin/audit-log?entity=product', headers: admin })
    ).json().data;
    expect(audit.slice(0, 3).map((row: { action: string }) => row.action)).toEqual([
      'product.delete',
      'product.update',
      'product.create',
    ]);
    expect(audit[1]).toMatchObject({ before: { inStock: true }, after: { inStock: false } });
  });

  it('says what is wrong with a product, in Portuguese', async () => {
    for (const [change, message] of [
      [{ name: '' }, 'Informe o nome do produto.'],
      [{ description: 'Curta demais.' }, 'Escreva uma descrição com pelo menos 40 caracteres.'],
      [{ discount_percent: 0 }, 'O desconto vai de 1 a 99%, ou fica vazio.'],
      [{ rating: 4.75 }, 'A nota vai de 0 a 5, com uma casa decimal.'],
      [{ image_url: '/algum/lugar.png' }, 'Envie uma imagem para o produto.'],
      [{ link: 'http://inseguro.com' }, 'Use um endereço que comece com https://.'],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/products',
        headers: admin,
        payload: { ...payload, ...change },
      });
      expect(response).toHaveStatus(422);
      expect(response.json().message).toBe(message);
    }
    expect(
      await t.app.inject({ method: 'DELETE', url: '/api/v1/admin/products/999999', headers: admin }),
    ).toHaveStatus(404);
  });
});
