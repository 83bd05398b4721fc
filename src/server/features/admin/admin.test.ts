/**
 * The staff's console API (docs/architecture/admin.md), on SQLite and PostgreSQL: every admin call refuses
 * guests and travellers; travellers, adjustments of passagens (ledger and audit rows), roles, the
 * overview and the audit log.
 */

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sumLedger } from '#server/features/coins/coin-ledger.repository.ts';
import { ADMIN_API_PREFIX } from '#shared/paths.ts';
import { createTestApp, type TestApp } from '#tests/api-harness.ts';
import { createUser, createVoyage } from '#tests/factories.ts';
import { accountTestEnv, authHeadersFor } from '#tests/sign-in.ts';

let t: TestApp;
/** Every route the app adds, as Fastify sees it: hidden and HEAD routes included. */
const routes: { method: string; url: string }[] = [];
beforeAll(async () => {
  t = await createTestApp({
    env: accountTestEnv,
    onRoute: (route) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url });
    },
  });
});
afterAll(() => t.close());

/**
 * The staff's calls: 27 operations (14 console, 6 voyages, 3 conversations, 2 ebook, 2 uploads).
 * A new admin route changes this number on purpose, so the test is read again.
 */
const ADMIN_OPERATIONS = 31;

describe('authorisation', () => {
  it('refuses every route under /api/v1/admin/ to a guest (401) and to a traveller (403)', async () => {
    const adminRoutes = routes.filter((route) => route.url.startsWith(ADMIN_API_PREFIX));
    expect(adminRoutes.filter((route) => route.method !== 'HEAD')).toHaveLength(ADMIN_OPERATIONS);
    // Every GET also answers HEAD; the guard covers those as well.
    expect(adminRoutes.filter((route) => route.method === 'HEAD')).toHaveLength(
      adminRoutes.filter((route) => route.method === 'GET').length,
    );
    const traveller = await createUser(t.app.db);
    const other = await createUser(t.app.db);
    const travellerHeaders = await authHeadersFor(t.app, traveller);
    const calls = [
      ...adminRoutes.map((route) => ({ method: route.method, url: route.url.replace(/:\w+/g, '1') })),
      // Admin-only calls that live outside the prefix (older features).
      { method: 'GET', url: '/api/v1/analytics/sales-variants' },
      { method: 'PATCH', url: `/users/${other.id}/info`, payload: { name: 'Outro Nome' } },
    ];
    for (const call of calls) {
      const payload =
        'payload' in call ? call.payload : ['GET', 'HEAD', 'DELETE'].includes(call.method) ? undefined : {};
      const method = call.method as 'GET';
      const asGuest = await t.app.inject({ method, url: call.url, payload });
      expect(asGuest, `${call.method} ${call.url} as a guest`).toHaveStatus(401);
      const asTraveller = await t.app.inject({ method, url: call.url, payload, headers: travellerHeaders });
      expect(asTraveller, `${call.method} ${call.url} as a traveller`).toHaveStatus(403);
    }
  });
});

describe('travellers', () => {
  it('lists and finds travellers by name or e-mail, with their counts', async () => {
    const admin = await authHeadersFor(t.app, await createUser(t.app.db, { role: '1' }));
    const found = await createUser(t.app.db, {
      name: 'Jurema Tapajônica',
      email: 'jurema.busca@exemplo.com',
    });
    const voyage = await createVoyage(t.app.db);
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/voyages/${voyage.id}/start`,
      headers: await authHeadersFor(t.app, found),
    });

    for (const search of ['jurema', 'JUREMA.BUSCA', 'tapaj exemplo']) {
      const response = await t.app.inject({
        url: '/api/v1/admin/travellers',
        query: { search },
        headers: admin,
      });
      expect(response).toHaveStatus(200);
      const body = response.json();
      expect(body.data.map((row: { id: string }) => row.id)).toEqual([String(found.id)]);
      expect(body.data[0]).toMatchObject({ voyages_started: 1, voyages_completed: 0, role: '0' });
      expect(body.meta).toEqual({ total: 1, current_page: 1, last_page: 1 });
    }
    const none = await t.app.inject({ url: '/api/v1/admin/travellers?search=ninguem-aqui', headers: admin });
    expect(none.json().data).toEqual([]);
    expect(await t.app.inject({ url: '/api/v1/admin/travellers?page=0', headers: admin })).toHaveStatus(400);
    // No password hash ever leaves.
    expect(none.body).not.toContain('password');
  });

  it('shows one traveller with voyages and history; 404 for nobody', async () => {
    const admin = await authHeadersFor(t.app, await createUser(t.app.db, { role: '1' }));
    const traveller = await createUser(t.app.db, { coins: 2 });
    const detail = await t.app.inject({ url: `/api/v1/admin/travellers/${traveller.id}`, headers: admin });
    expect(detail).toHaveStatus(200);
    expect(detail.json().data).toMatchObject({ id: String(traveller.id), coins: 2, voyages: [] });
    expect(detail.json().data.history).toHaveLength(1);
    expect(await t.app.inject({ url: '/api/v1/admin/travellers/999999', headers: admin })).toHaveStatus(404);
  });
});

describe('passagens by hand', () => {
  it('gives and takes back with a reason: ledger rows, audit rows, never below zero', async () => {
    const actor = await createUser(t.app.db, { role: '1', name: 'Comandante Ajuste' });
    const admin = await authHeadersFor(t.app, actor);
    const traveller = await createUser(t.app.db);
    const url = `/api/v1/admin/travellers/${traveller.id}/passagens`;

    const given = await t.app.inject({
      method: 'POST',
      url,
      headers: admin,
      payload: { amount: 5, reason: 'Compensação pela travessia adiada' },
    });
    expect(given).toHaveStatus(200);
    expect(given.json()).toEqual({ success: true, data: { balance: 5 } });

    const taken = await t.app.inject({
      method: 'POST',
      url,
      headers: admin,
      payload: { amount: -2, reason: 'Estorno no cartão' },
    });
    expect(taken.json().data.balance).toBe(3);

    const tooMuch = await t.app.inject({
      method: 'POST',
      url,
      headers: admin,
      payload: { amount: -4, reason: 'Engano' },
    });
    expect(tooMuch).toHaveStatus(409);
    expect(tooMuch.json().message).toBe(
      'O viajante não tem passagens suficientes para retirar essa quantidade.',
    );

    // The traveller sees it in their own history, with the reason.
    const history = await t.app.inject({
      url: '/api/v1/coins/history',
      headers: await authHeadersFor(t.app, traveller),
    });
    expect(history.json().data.balance).toBe(3);
    expect(history.json().data.entries.slice(0, 2)).toMatchObject([
      { amount: -2, kind: 'admin', reason: 'admin', note: 'Estorno no cartão', balance_after: 3 },
      {
        amount: 5,
        kind: 'admin',
        reason: 'admin',
        note: 'Compensação pela travessia adiada',
        balance_after: 5,
      },
    ]);
    expect(await sumLedger(t.app.db, traveller.id)).toBe(3);

    const audit = await t.app.inject({ url: '/api/v1/admin/audit-log?entity=user', headers: admin });
    const mine = audit
      .json()
      .data.filter((row: { entity_id: string }) => row.entity_id === String(traveller.id));
    expect(mine.map((row: { action: string }) => row.action)).toEqual(['coins.take_back', 'coins.grant']);
    expect(mine[0]).toMatchObject({
      actor_name: 'Comandante Ajuste',
      before: { coins: 5 },
      after: { coins: 3, amount: -2, reason: 'Estorno no cartão' },
    });
  });

  it('refuses bad adjustments with pt-BR messages', async () => {
    const admin = await authHeadersFor(t.app, await createUser(t.app.db, { role: '1' }));
    const traveller = await createUser(t.app.db);
    const url = `/api/v1/admin/travellers/${traveller.id}/passagens`;
    for (const [payload, message] of [
      [{ amount: 0, reason: 'Nada' }, 'A quantidade não pode ser zero.'],
      [{ amount: 1.5, reason: 'Meia' }, 'Use um número inteiro de passagens.'],
      [{ amount: 5000, reason: 'Demais' }, 'No máximo 1000 passagens por vez.'],
      [{ amount: 1, reason: 'ok' }, 'Escreva um motivo com pelo menos 3 caracteres.'],
      [{ amount: 1 }, 'Informe o motivo.'],
    ] as const) {
      const response = await t.app.inject({ method: 'POST', url, headers: admin, payload });
      expect(response).toHaveStatus(422);
      expect(response.json().message).toBe(message);
    }
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/travellers/999999/passagens',
      headers: admin,
      payload: { amount: 1, reason: 'Ninguém' },
    });
    expect(unknown).toHaveStatus(404);
  });
});

describe('a deleted account', () => {
  it('keeps its role and passagens: the server refuses in pt-BR and records nothing', async () => {
    const admin = await authHeadersFor(t.app, await createUser(t.app.db, { role: '1' }));
    const traveller = await createUser(t.app.db, { coins: 4 });
    await t.app.db
      .updateTable('users')
      .set({ deleted_at: new Date().toISOString(), name: 'Conta excluída' })
      .where('id', '=', traveller.id)
      .execute();
    const detail = await t.app.inject({ url: `/api/v1/admin/travellers/${traveller.id}`, headers: admin });
    expect(detail.json().data).toMatchObject({ deleted: true, active_sessions: 0 });
    const auditBefore = (await t.app.inject({ url: '/api/v1/admin/audit-log', headers: admin })).json().meta
      .total;

    const message = 'Esta conta foi excluída: o papel e as passagens não podem mais ser alterados.';
    const role = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/travellers/${traveller.id}/role`,
      headers: admin,
      payload: { role: '1' },
    });
    expect(role, role.body).toHaveStatus(409);
    expect(role.json().message).toBe(message);
    const coins = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/travellers/${traveller.id}/passagens`,
      headers: admin,
      payload: { amount: 5, reason: 'Presente' },
    });
    expect(coins, coins.body).toHaveStatus(409);
    expect(coins.json().message).toBe(message);

    const after = await t.app.db
      .selectFrom('users')
      .select(['role', 'coins'])
      .where('id', '=', traveller.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ role: '0', coins: 4 });
    expect((await t.app.inject({ url: '/api/v1/admin/audit-log', headers: admin })).json().meta.total).toBe(
      auditBefore,
    );
  });
});

describe('roles', () => {
  it('makes and unmakes admins, never oneself nor the last one', async () => {
    // A fresh database keeps the admin count known.
    const own = await createTestApp({ env: accountTestEnv });
    try {
      const first = await createUser(own.app.db, { role: '1' });
      const firstHeaders = await authHeadersFor(own.app, first);
      const other = await createUser(own.app.db);
      const roleUrl = (id: number) => `/api/v1/admin/travellers/${id}/role`;

      const alone = await own.app.inject({
        method: 'PUT',
        url: roleUrl(first.id),
        headers: firstHeaders,
        payload: { role: '0' },
      });
      expect(alone).toHaveStatus(409);

      const made = await own.app.inject({
        method: 'PUT',
        url: roleUrl(other.id),
        headers: firstHeaders,
        payload: { role: '1' },
      });
      expect(made.json().data.role).toBe('1');
      // The new admin can use the console at once.
      const otherHeaders = await authHeadersFor(own.app, other);
      expect(await own.app.inject({ url: '/api/v1/admin/overview', headers: otherHeaders })).toHaveStatus(
        200,
      );

      const self = await own.app.inject({
        method: 'PUT',
        url: roleUrl(first.id),
        headers: firstHeaders,
        payload: { role: '0' },
      });
      expect(self).toHaveStatus(409);
      expect(self.json().message).toBe('Você não pode tirar a si mesmo da equipe.');

      const removed = await own.app.inject({
        method: 'PUT',
        url: roleUrl(first.id),
        headers: otherHeaders,
        payload: { role: '0' },
      });
      expect(removed.json().data.role).toBe('0');
      expect(await own.app.inject({ url: '/api/v1/admin/overview', headers: firstHeaders })).toHaveStatus(
        403,
      );

      const bad = await own.app.inject({
        method: 'PUT',
        url: roleUrl(first.id),
        headers: otherHeaders,
        payload: { role: 'admin' },
      });
      expect(bad).toHaveStatus(422);
      expect(bad.json().message).toBe('Papel inválido.');

      // Both changes are in the audit log, with who did them; the refused ones are not.
      const audit = (
        await own.app.inject({ url: '/api/v1/admin/audit-log?entity=user', headers: otherHeaders })
      ).json().data;
      expect(
        audit.map((row: { action: string; actor_id: string; entity_id: string }) => [
          row.action,
          row.actor_id,
          row.entity_id,
        ]),
      ).toEqual([
        ['user.remove_admin', String(other.id), String(first.id)],
        ['user.make_admin', String(first.id), String(other.id)],
      ]);
      expect(audit[0]).toMatchObject({ before: { role: '1' }, after: { role: '0' } });
      expect(audit[1]).toMatchObject({ before: { role: '0' }, after: { role: '1' } });
    } finally {
      await own.close();
    }
  });
});

describe('the last admin', () => {
  it('survives two admins removing each other at the same moment', async () => {
    const own = await createTestApp({ env: accountTestEnv });
    try {
      for (let round = 0; round < 3; round += 1) {
        const first = await createUser(own.app.db, { role: '1' });
        const second = await createUser(own.app.db, { role: '1' });
        // Only these two are admins in this round.
        await own.app.db
          .updateTable('users')
          .set({ role: '0' })
          .where('role', '=', '1')
          .where('id', 'not in', [first.id, second.id])
          .execute();
        const [firstHeaders, secondHeaders] = await Promise.all([
          authHeadersFor(own.app, first),
          authHeadersFor(own.app, second),
        ]);
        const answers = await Promise.all([
          own.app.inject({
            method: 'PUT',
            url: `/api/v1/admin/travellers/${second.id}/role`,
            headers: firstHeaders,
            payload: { role: '0' },
          }),
          own.app.inject({
            method: 'PUT',
            url: `/api/v1/admin/travellers/${first.id}/role`,
            headers: secondHeaders,
            payload: { role: '0' },
          }),
        ]);
        const codes = answers.map((answer) => answer.statusCode);
        expect(
          codes.filter((code) => code === 200),
          `round ${round}: ${codes}`,
        ).toHaveLength(1);
        const admins = await own.app.db.selectFrom('users').select('id').where('role', '=', '1').execute();
        expect(admins).toHaveLength(1);
      }
    } finally {
      await own.close();
    }
  });
});

describe('the overview', () => {
  it('counts travellers, admins, voyages, passagens sold and page views', async () => {
    const own = await createTestApp({ env: accountTestEnv });
    try {
      const admin = await createUser(own.app.db, { role: '1' });
      await createUser(own.app.db);
      await own.app.inject({
        method: 'POST',
        url: '/api/v1/analytics/pageviews',
        payload: { path: '/sobre' },
      });
      const response = await own.app.inject({
        url: '/api/v1/admin/overview',
        headers: await authHeadersFor(own.app, admin),
      });
      expect(response.json().data).toEqual({
        travellers: 2,
        admins: 1,
        started_voyages: 0,
        completed_voyages: 0,
        passagens_sold: 0,
        page_views_7d: 1,
      });
    } finally {
      await own.close();
    }
  });
});

describe('coin packages', () => {
  it('creates, edits and retires packages; the store follows; every change is audited', async () => {
    const admin = await authHeadersFor(t.app, await createUser(t.app.db, { role: '1' }));
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/packages',
      headers: admin,
      payload: { name: 'Rede de Passagens', amount: 12, price: 9_990, discount: 10 },
    });
    expect(created).toHaveStatus(201);
    const pkg = created.json().data;
    expect(pkg).toMatchObject({
      name: 'Rede de Passagens',
      amount: 12,
      price_with_discount: 8_991,
      is_active: true,
    });
    const store = async () =>
      (await t.app.inject({ url: '/api/v1/packages' })).json().data.map((item: { id: string }) => item.id);
    expect(await store()).toContain(pkg.id);

    const retired = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/packages/${pkg.id}`,
      headers: admin,
      payload: { name: 'Rede de Passagens', amount: 12, price: 9_990, discount: 10, is_active: false },
    });
    expect(retired.json().data.is_active).toBe(false);
    expect(await store()).not.toContain(pkg.id);
    const all = (await t.app.inject({ url: '/api/v1/admin/packages', headers: admin })).json().data;
    expect(all.find((item: { id: string }) => item.id === pkg.id)).toMatchObject({ is_active: false });

    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/packages',
      headers: admin,
      payload: { name: '', amount: 0, price: 10, discount: 95 },
    });
    expect(bad).toHaveStatus(422);
    expect(bad.json().message).toBe('Informe o nome do pacote.');

    const audit = (
      await t.app.inject({ url: '/api/v1/admin/audit-log?entity=package', headers: admin })
    ).json().data;
    expect(audit.map((row: { action: string }) => row.action).slice(0, 2)).toEqual([
      'package.update',
      'package.create',
    ]);
    expect(audit[0]).toMatchObject({ before: { is_active: true }, after: { is_active: false } });
  });
});
