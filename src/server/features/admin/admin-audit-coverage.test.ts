/**
 * Every admin action leaves an audit row (docs/architecture/admin.md), on SQLite and PostgreSQL: the test
 * lists the mutating admin routes from Fastify itself, holds one valid call for each, and checks
 * that each call adds exactly one row with its action. A new mutating route fails here until it is
 * given a call (and, so, an audit row).
 */

import { readFile } from 'node:fs/promises';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NARRATION_SAMPLE_URL } from '#shared/constants.ts';
import { termsVersion } from '#shared/legal/documents.ts';
import { ADMIN_API_PREFIX } from '#shared/paths.ts';
import { createTestApp, type TestApp } from '#tests/api-harness.ts';
import { createCoinPackage, createProduct, createUser, createVoyage } from '#tests/factories.ts';
import { accountTestEnv, authHeadersFor } from '#tests/sign-in.ts';

const routes: { method: string; url: string }[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: accountTestEnv,
    onRoute: (route) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url });
    },
  });
});
afterAll(() => t.close());

function multipart(field: string, filename: string, type: string, content: Buffer) {
  const boundary = '----rota-auditoria';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const productPayload = {
  name: 'Cuia Pintada do Tapajós',
  description: 'Cuia de cabaça pintada à mão por artesãs de Santarém, com grafismos do Tapajós.',
  category: 'ACESSÓRIO',
  price_cents: 4_500,
  discount_percent: null,
  rating: 4.5,
  reviews: 3,
  in_stock: true,
  is_highlighted: false,
  image_url: '/media/products/rede-de-dormir.webp',
  link: null,
};

const voyagePayload = {
  title: 'Auditoria no Igarapé',
  short_description: 'Uma travessia curta para conferir o registro.',
  description: 'O barco segue devagar pelo igarapé enquanto a equipe anota cada passo.',
  summary: 'Uma viagem escrita só para ver o registro de ações da equipe.',
  author: 'Iara',
  duration: 10,
  cost: 0,
  themes: ['Registro'],
  quote: 'Quem anota lembra.',
  theme_color: 'green',
  icon: 'waves',
  is_highlighted: false,
  cover_image: null,
  audio_url: null,
  paragraphs: [{ text: 'O igarapé estreita e a canoa passa rente às raízes.', origin: null }],
  highlights: [],
};

interface Mutation {
  action: string;
  call: () => Promise<Omit<InjectOptions, 'headers'> & { headers?: Record<string, string> }>;
}

describe('the audit log', () => {
  it('gets one row for every mutating admin call, with its action', async () => {
    const admin = await createUser(t.app.db, { role: '1', name: 'Comandante Registro' });
    const headers = await authHeadersFor(t.app, admin);
    const traveller = await createUser(t.app.db);
    const travellerHeaders = await authHeadersFor(t.app, traveller);
    const coinPackage = await createCoinPackage(t.app.db);
    const [editedProduct, deletedProduct] = [await createProduct(t.app.db), await createProduct(t.app.db)];
    const voyage = await createVoyage(t.app.db);
    const conversation = await t.app.inject({
      method: 'POST',
      url: '/api/v1/messages/conversations',
      headers: travellerHeaders,
      payload: { subject: 'Dúvida sobre a narração', message: 'A narração para quando a tela apaga.' },
    });
    const image = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    const audio = await readFile(`public${NARRATION_SAMPLE_URL}`);

    const mutations: Record<string, Mutation> = {
      'POST /api/v1/admin/travellers/:id/passagens': {
        action: 'coins.grant',
        call: async () => ({
          url: `/api/v1/admin/travellers/${traveller.id}/passagens`,
          payload: { amount: 2, reason: 'Presente da equipe' },
        }),
      },
      'POST /api/v1/admin/orders/:id/refund': {
        action: 'order.refund',
        call: async () => {
          // A paid sandbox order of the traveller, bought and approved as a traveller would.
          const checkout = await t.app.inject({
            method: 'POST',
            url: `/api/v1/packages/${coinPackage.id}/checkout`,
            headers: travellerHeaders,
            payload: { terms_version: termsVersion },
          });
          const orderId = checkout.json().data.order_id;
          await t.app.inject({
            method: 'POST',
            url: `/api/v1/payments/sandbox/${orderId}/approve`,
            headers: travellerHeaders,
          });
          return {
            url: `/api/v1/admin/orders/${orderId}/refund`,
            payload: { reason: 'Estorno pedido por email' },
          };
        },
      },
      'PUT /api/v1/admin/travellers/:id/role': {
        action: 'user.make_admin',
        call: async () => ({ url: `/api/v1/admin/travellers/${traveller.id}/role`, payload: { role: '1' } }),
      },
      'POST /api/v1/admin/products': {
        action: 'product.create',
        call: async () => ({ url: '/api/v1/admin/products', payload: productPayload }),
      },
      'PUT /api/v1/admin/products/:id': {
        action: 'product.update',
        call: async () => ({ url: `/api/v1/admin/products/${editedProduct.id}`, payload: productPayload }),
      },
      'DELETE /api/v1/admin/products/:id': {
        action: 'product.delete',
        call: async () => ({ url: `/api/v1/admin/products/${deletedProduct.id}` }),
      },
      'POST /api/v1/admin/packages': {
        action: 'package.create',
        call: async () => ({
          url: '/api/v1/admin/packages',
          payload: { name: 'Jangada', amount: 3, price: 1_490, discount: 0 },
        }),
      },
      'PUT /api/v1/admin/packages/:id': {
        action: 'package.update',
        call: async () => ({
          url: `/api/v1/admin/packages/${coinPackage.id}`,
          payload: { name: 'Jangada Grande', amount: 5, price: 1_990, discount: 0, is_active: true },
        }),
      },
      'POST /api/v1/admin/voyages': {
        action: 'voyage.create',
        call: async () => ({ url: '/api/v1/admin/voyages', payload: voyagePayload }),
      },
      'PUT /api/v1/admin/voyages/:id': {
        action: 'voyage.update',
        call: async () => {
          const loaded = (await t.app.inject({ url: `/api/v1/admin/voyages/${voyage.id}`, headers })).json()
            .data;
          return {
            url: `/api/v1/admin/voyages/${voyage.id}`,
            payload: {
              ...voyagePayload,
              paragraphs: loaded.paragraphs.map((text: string, origin: number) => ({ text, origin })),
              version: loaded.updated_at,
            },
          };
        },
      },
      'PUT /api/v1/admin/voyages/:id/publication': {
        action: 'voyage.unpublish',
        call: async () => ({
          url: `/api/v1/admin/voyages/${voyage.id}/publication`,
          payload: { published: false },
        }),
      },
      'POST /api/v1/admin/conversations/:id/replies': {
        action: 'message.reply',
        call: async () => ({
          url: `/api/v1/admin/conversations/${conversation.json().data.id}/replies`,
          payload: { message: 'Olá! Desative a economia de bateria para o app e tente de novo.' },
        }),
      },
      'POST /api/v1/admin/ebook/deliveries': {
        action: 'ebook.send',
        call: async () => ({
          url: '/api/v1/admin/ebook/deliveries',
          payload: { email: 'leitora@exemplo.com.br' },
        }),
      },
      'POST /api/v1/admin/uploads/images': {
        action: 'upload.image',
        call: async () => ({
          url: '/api/v1/admin/uploads/images',
          ...multipart('image', 'capa.png', 'image/png', image),
        }),
      },
      'POST /api/v1/admin/uploads/audio': {
        action: 'upload.audio',
        call: async () => ({
          url: '/api/v1/admin/uploads/audio',
          ...multipart('audio', 'narracao.opus', 'audio/ogg', audio),
        }),
      },
      // The one admin-only change outside the prefix: another traveller's info.
      'PATCH /users/:id/info': {
        action: 'user.update_info',
        call: async () => ({ url: `/users/${traveller.id}/info`, payload: { name: 'Nome Corrigido' } }),
      },
      // Last: it signs the traveller out, whose headers the calls above use.
      'DELETE /api/v1/admin/travellers/:id/sessions': {
        action: 'user.end_sessions',
        call: async () => ({ url: `/api/v1/admin/travellers/${traveller.id}/sessions` }),
      },
    };

    const mutating = routes
      .filter((route) => route.url.startsWith(ADMIN_API_PREFIX) && !['GET', 'HEAD'].includes(route.method))
      .map((route) => `${route.method} ${route.url}`);
    expect(Object.keys(mutations).sort()).toEqual([...mutating, 'PATCH /users/:id/info'].sort());

    const newest = async () => {
      const log = (await t.app.inject({ url: '/api/v1/admin/audit-log', headers })).json();
      return { total: log.meta.total as number, row: log.data[0] };
    };
    for (const [route, mutation] of Object.entries(mutations)) {
      const before = await newest();
      const options = await mutation.call();
      const answer = await t.app.inject({
        ...options,
        method: route.split(' ')[0] as InjectOptions['method'],
        headers: { ...headers, ...options.headers },
      } as InjectOptions);
      expect(answer.statusCode, `${route}: ${answer.body}`).toBeLessThan(300);
      const after = await newest();
      expect(after.total, route).toBe(before.total + 1);
      expect(after.row, route).toMatchObject({ action: mutation.action, actor_name: 'Comandante Registro' });
    }
  });

  it('keeps what an admin changed in another traveller’s info, and the words of a reply', async () => {
    const admin = await createUser(t.app.db, { role: '1' });
    const headers = await authHeadersFor(t.app, admin);
    const traveller = await createUser(t.app.db, { name: 'Jurema Antiga' });
    const travellerHeaders = await authHeadersFor(t.app, traveller);

    await t.app.inject({
      method: 'PATCH',
      url: `/users/${traveller.id}/info`,
      headers,
      payload: { name: 'Jurema Nova', journey_goal: 'Aprender a remar' },
    });
    // A traveller changing their own info is not an admin action.
    await t.app.inject({
      method: 'PATCH',
      url: '/users/me/info',
      headers: travellerHeaders,
      payload: { name: 'Jurema' },
    });
    const users = (await t.app.inject({ url: '/api/v1/admin/audit-log?entity=user', headers })).json().data;
    const mine = users.filter((row: { entity_id: string }) => row.entity_id === String(traveller.id));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      action: 'user.update_info',
      before: { name: 'Jurema Antiga', journey_goal: traveller.journey_goal },
      after: { name: 'Jurema Nova', journey_goal: 'Aprender a remar' },
    });

    const conversation = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/messages/conversations',
        headers: travellerHeaders,
        payload: { subject: 'Passagens sumiram', message: 'Comprei um pacote e o saldo não mudou.' },
      })
    ).json().data;
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/conversations/${conversation.id}/replies`,
      headers,
      payload: { message: 'Já conferimos: o pagamento foi aprovado agora há pouco.' },
    });
    const replies = (
      await t.app.inject({ url: '/api/v1/admin/audit-log?entity=conversation', headers })
    ).json().data;
    expect(replies[0]).toMatchObject({
      action: 'message.reply',
      entity_id: conversation.id,
      after: {
        body: 'Já conferimos: o pagamento foi aprovado agora há pouco.',
        conversation: {
          id: Number(conversation.id),
          subject: 'Passagens sumiram',
          traveller_id: traveller.id,
        },
      },
    });
  });
});
