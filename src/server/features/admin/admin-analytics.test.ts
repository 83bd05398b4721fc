/**
 * The console's numbers (docs/architecture/admin.md) on SQLite and PostgreSQL: they equal the events this
 * test produces, by São Paulo day and route, per sales variant, along the voyage funnel and per
 * package; the range bounds them, and the CSV carries the same numbers for a pt-BR spreadsheet.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { termsVersion } from '#shared/legal/documents.ts';
import { saoPauloDay } from '#shared/sao-paulo-day.ts';
import { createTestApp, type TestApp } from '#tests/api-harness.ts';
import { createCoinPackage, createUser, createVoyage } from '#tests/factories.ts';
import { accountTestEnv, authHeadersFor } from '#tests/sign-in.ts';
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
    const today = saoPauloDay();

    for (const path of ['/sobre', '/sobre', '/produtos', '/viagem/detalhes/1', '/viagem/detalhes/2']) {
      await t.app.inject({ method: 'POST', url: '/api/v1/analytics/pageviews', payload: { path } });
    }
    // Old page views, outside the range. 02:00 UTC on the 2nd is still the 1st in São Paulo.
    for (const createdAt of ['2020-01-01T12:00:00.000Z', '2020-01-02T02:00:00.000Z']) {
      await t.app.db
        .insertInto('page_views')
        .values({ path: '/sobre', referrer: null, visitor_id: null, created_at: createdAt })
        .execute();
    }
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
      await t.app.inject({ method: 'POST', url: `/api/v1/voyages/${voyage.id}/views`, headers });
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
      payload: { terms_version: termsVersion },
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
    expect(response).toHaveStatus(200);
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
    // A byte order mark, so a spreadsheet in pt-BR reads the accents as UTF-8.
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines.slice(0, 3)).toEqual(['Visitas por dia', 'Dia;Visitas', `${today};5`]);
    for (const line of [
      'Página;Visitas',
      '/sobre;2',
      'Variante;Exibições;Cliques;Taxa de cliques (%)',
      '002;2;1;50,0',
      'Etapa;Quantidade',
      'Páginas de detalhe vistas;2',
      'Viagens iniciadas;2',
      'Chegaram a 50%;1',
      'Concluídas;1',
      'Pacote;Pedidos;Passagens;Receita (R$)',
      'Canoa da Análise;1;4;19,90',
    ]) {
      expect(lines).toContain(line);
    }
    // The experiment's draw and the direct arrivals are separate blocks.
    const direct = lines.indexOf('Páginas de venda do ebook: Chegadas diretas');
    expect(lines[lines.indexOf('Páginas de venda do ebook: Sorteados em /vendas/ebook') + 1]).toBe(
      'Variante;Exibições;Cliques;Taxa de cliques (%)',
    );
    expect(lines.slice(direct + 1, direct + 5)).toContain('002;0;0;0,0');
    expect(csv.body).not.toMatch(/detail_views|completed|extra1|extra2/);

    const old = (
      await t.app.inject({
        url: '/api/v1/admin/analytics',
        query: { from: '2020-01-01', to: '2020-01-02' },
        headers: admin,
      })
    ).json().data;
    expect(old.page_views_by_day).toEqual([
      { day: '2020-01-01', views: 2 },
      { day: '2020-01-02', views: 0 },
    ]);
    expect(old.voyage_funnel).toEqual({ detail_views: 0, starts: 0, halfway: 0, completed: 0 });
  });

  it('refuses a bad or too long range with a pt-BR message', async () => {
    const admin = await authHeadersFor(t.app, await createUser(t.app.db, { role: '1' }));
    for (const [query, message] of [
      [{ from: 'ontem' }, 'Data inválida.'],
      [{ from: '2026-02-10', to: '2026-02-01' }, 'A data inicial deve vir antes da final.'],
      [{ from: '2025-01-01', to: '2026-01-02' }, 'Escolha um período de até 366 dias.'],
      // The end defaults to today: years back is too long as well.
      [{ from: '2020-01-01' }, 'Escolha um período de até 366 dias.'],
    ] as [Record<string, string>, string][]) {
      for (const url of ['/api/v1/admin/analytics', '/api/v1/admin/analytics/export']) {
        const response = await t.app.inject({ url, query, headers: admin });
        expect(response, `${url} ${JSON.stringify(query)}`).toHaveStatus(400);
        expect(response.json().message).toBe(message);
      }
    }
    const leapYear = await t.app.inject({
      url: '/api/v1/admin/analytics',
      query: { from: '2024-01-01', to: '2024-12-31' },
      headers: admin,
    });
    expect(leapYear).toHaveStatus(200);
    expect(leapYear.json().data.page_views_by_day).toHaveLength(366);
  });

  it('cuts days in São Paulo and defaults to the last 30 of them, both ends included', () => {
    const expected = {
      from: '2026-10-26',
      to: '2026-11-24',
      start: '2026-10-26T03:00:00.000Z',
      end: '2026-11-25T03:00:00.000Z',
    };
    expect(resolveRange({}, new Date('2026-11-24T15:00:00Z'))).toEqual(expected);
    // 01:00 UTC on the 25th is still the evening of the 24th in São Paulo.
    expect(resolveRange({}, new Date('2026-11-25T01:00:00Z'))).toEqual(expected);
  });
});
