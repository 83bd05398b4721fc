/**
 * The console's numbers (docs/decisions/065) on SQLite and PostgreSQL: they equal the events this
 * test produces, by day and route, per sales variant, along the voyage funnel and per package; the
 * range bounds them, and the CSV carries the same numbers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTestEnv, authHeadersFor } from '#server/features/auth/testing.ts';
import { createTestApp, type TestApp } from '#tests/api-harness.ts';
import { createCoinPackage, createUser, createVoyage } from '#tests/factories.ts';
import { resolveRange } from './admin-analytics.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: accountTestEnv });
});
afterAll(() => t.close());

describe('analytics', () => {
  it('counts what happened in the range, and only that', async () => {
    const admin = await authHeadersFor(t.app, await createUser(t.app.db, { role: '1' }));
    const traveller = await createUser(t.app.db);
    const headers = await authHeadersFor(t.app, traveller);
    const today = new Date().toISOString().slice(0, 10);

    for (const path of ['/sobre', '/sobre', '/produtos', '/viagem/detalhes/1', '/viagem/detalhes/2']) {
      await t.app.inject({ method: 'POST', url: '/api/v1/analytics/pageviews', payload: { path } });
    }
    // An old page view, outside the range.
    await t.app.db
      .insertInto('page_views')
      .values({ path: '/sobre', referrer: null, visitor_id: null, created_at: '2020-01-01T12:00:00.000Z' })
      .execute();
    for (const [variant, kind] of [
      ['002', 'exposure'],
      ['002', 'exposure'],
      ['002', 'cta_click'],
    ]) {
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/analytics/sales-events',
        payload: { variant, kind, visitorId: 'visitante-analise', source: 'assigned' },
      });
    }
    const first = await createVoyage(t.app.db);
    const second = await createVoyage(t.app.db);
    for (const voyage of [first, second]) {
      await t.app.inject({ method: 'POST', url: `/api/v1/voyages/${voyage.id}/start`, headers });
    }
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/voyages/${first.id}/change/progress`,
      headers,
      payload: { progress: 100, is_completed: true },
    });
    const coinPackage = await createCoinPackage(t.app.db, {
      name: 'Canoa da Análise',
      amount: 4,
      price: 1_990,
    });
    const order = await t.app.inject({
      method: 'POST',
      url: `/api/v1/packages/${coinPackage.id}/checkout`,
      headers,
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/payments/sandbox/${order.json().data.order_id}/approve`,
      headers,
    });

    const response = await t.app.inject({
      url: '/api/v1/admin/analytics',
      query: { from: today, to: today },
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    const report = response.json().data;
    expect(report.page_views_by_day).toEqual([{ day: today, views: 5 }]);
    expect(report.page_views_by_route.slice(0, 1)).toEqual([{ path: '/sobre', views: 2 }]);
    expect(report.sales_variants.find((row: { variant: string }) => row.variant === '002')).toMatchObject({
      exposures: 2,
      clicks: 1,
      ctr: 0.5,
    });
    expect(report.voyage_funnel).toEqual({ detail_views: 2, starts: 2, halfway: 1, completed: 1 });
    expect(report.passagens_by_package).toEqual([
      { package_name: 'Canoa da Análise', orders: 1, passagens: 4, revenue_cents: 1_990 },
    ]);

    const csv = await t.app.inject({
      url: '/api/v1/admin/analytics/export',
      query: { from: today, to: today },
      headers: admin,
    });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain(`rota-amazonia-${today}-a-${today}.csv`);
    expect(csv.body).toContain(`visitas_por_dia,${today},5`);
    expect(csv.body).toContain('variante_de_venda,002,2,1,0.5');
    expect(csv.body).toContain('variante_de_venda_chegada_direta,002,0,0,0');
    expect(csv.body).toContain('funil_de_viagens,completed,1');
    expect(csv.body).toContain('passagens_por_pacote,Canoa da Análise,4,1,1990');

    const old = (
      await t.app.inject({
        url: '/api/v1/admin/analytics',
        query: { from: '2020-01-01', to: '2020-01-01' },
        headers: admin,
      })
    ).json().data;
    expect(old.page_views_by_day).toEqual([{ day: '2020-01-01', views: 1 }]);
    expect(old.voyage_funnel).toEqual({ detail_views: 0, starts: 0, halfway: 0, completed: 0 });
  });

  it('refuses a bad range with a pt-BR message', async () => {
    const admin = await authHeadersFor(t.app, await createUser(t.app.db, { role: '1' }));
    for (const query of [{ from: 'ontem' }, { from: '2026-02-10', to: '2026-02-01' }] as Record<
      string,
      string
    >[]) {
      const response = await t.app.inject({ url: '/api/v1/admin/analytics', query, headers: admin });
      expect(response.statusCode).toBe(400);
    }
  });

  it('defaults to the last 30 days, both ends included', () => {
    const range = resolveRange({}, new Date('2026-11-24T15:00:00Z'));
    expect(range).toEqual({
      from: '2026-10-26',
      to: '2026-11-24',
      start: '2026-10-26T00:00:00.000Z',
      end: '2026-11-25T00:00:00.000Z',
    });
  });
});
