/**
 * The console's numbers (docs/decisions/065), from what the product already records: page views,
 * the sales experiment's events, travellers' boardings and paid coin orders — for a range of days.
 */
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.ts';
import { countSalesEvents } from '#server/features/sales/sales-event.repository.ts';
import { salesVariantStats } from '#server/features/sales/sales-experiment.service.ts';
import type { AnalyticsRangeQuery, AnalyticsReport } from '#shared/schemas/admin-analytics.ts';

const DAY_MS = 86_400_000;
const DEFAULT_DAYS = 30;
const TOP_ROUTES = 20;
const DETAIL_PAGE_PREFIX = '/viagem/detalhes/';

/** Inclusive days in, half-open ISO times out: [from 00:00, the day after `to` 00:00). */
export function resolveRange(query: AnalyticsRangeQuery, now = new Date()) {
  const to = query.to ?? now.toISOString().slice(0, 10);
  const from =
    query.from ??
    new Date(Date.parse(`${to}T00:00:00Z`) - (DEFAULT_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  return {
    from,
    to,
    start: `${from}T00:00:00.000Z`,
    end: new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS).toISOString(),
  };
}

const count = (row: { n: unknown } | undefined) => Number(row?.n ?? 0);

export async function analyticsReport(
  db: Kysely<Database>,
  query: AnalyticsRangeQuery,
): Promise<AnalyticsReport> {
  const { from, to, start, end } = resolveRange(query);

  const [viewTimes, byRoute, salesCounts, detailViews, starts, halfway, completed, packages] =
    await Promise.all([
      // Days are cut in UTC in code: the two databases format dates differently.
      db
        .selectFrom('page_views')
        .select('created_at')
        .where('created_at', '>=', start)
        .where('created_at', '<', end)
        .execute(),
      db
        .selectFrom('page_views')
        .select(['path', (eb) => eb.fn.countAll<number>().as('views')])
        .where('created_at', '>=', start)
        .where('created_at', '<', end)
        .groupBy('path')
        .orderBy('views', 'desc')
        .orderBy('path')
        .limit(TOP_ROUTES)
        .execute(),
      countSalesEvents(db, { from: start, to: end }),
      db
        .selectFrom('page_views')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('path', 'like', `${DETAIL_PAGE_PREFIX}%`)
        .where('created_at', '>=', start)
        .where('created_at', '<', end)
        .executeTakeFirst(),
      db
        .selectFrom('traveller_voyages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('started_at', '>=', start)
        .where('started_at', '<', end)
        .executeTakeFirst(),
      db
        .selectFrom('traveller_voyages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('started_at', '>=', start)
        .where('started_at', '<', end)
        .where('progress', '>=', 50)
        .executeTakeFirst(),
      db
        .selectFrom('traveller_voyages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('started_at', '>=', start)
        .where('started_at', '<', end)
        .where('is_completed', '=', true)
        .executeTakeFirst(),
      db
        .selectFrom('coin_orders as o')
        .innerJoin('coin_packages as p', 'p.id', 'o.package_id')
        .select([
          'p.name as package_name',
          (eb) => eb.fn.countAll<number>().as('orders'),
          (eb) => eb.fn.sum<number>('o.amount').as('passagens'),
          (eb) => eb.fn.sum<number>('o.price').as('revenue_cents'),
        ])
        .where('o.status', '=', 'paid')
        .where('o.paid_at', '>=', start)
        .where('o.paid_at', '<', end)
        .groupBy('p.name')
        .orderBy('p.name')
        .execute(),
    ]);

  const perDay = new Map<string, number>();
  for (let time = Date.parse(start); time < Date.parse(end); time += DAY_MS) {
    perDay.set(new Date(time).toISOString().slice(0, 10), 0);
  }
  for (const { created_at } of viewTimes) {
    const day = new Date(created_at).toISOString().slice(0, 10);
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
  }

  return {
    from,
    to,
    page_views_by_day: [...perDay].map(([day, views]) => ({ day, views })),
    page_views_by_route: byRoute.map((row) => ({ path: row.path, views: Number(row.views) })),
    sales_variants: salesVariantStats(salesCounts),
    voyage_funnel: {
      detail_views: count(detailViews),
      starts: count(starts),
      halfway: count(halfway),
      completed: count(completed),
    },
    passagens_by_package: packages.map((row) => ({
      package_name: row.package_name,
      orders: Number(row.orders),
      passagens: Number(row.passagens ?? 0),
      revenue_cents: Number(row.revenue_cents ?? 0),
    })),
  };
}

const csvCell = (value: string | number) => {
  const text = String(value);
  return /[",\n;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** The same numbers as CSV, one section after another (each with its own header row). */
export function analyticsCsv(report: AnalyticsReport): string {
  const rows: (string | number)[][] = [
    ['secao', 'chave', 'valor', 'extra1', 'extra2'],
    ...report.page_views_by_day.map((row) => ['visitas_por_dia', row.day, row.views, '', '']),
    ...report.page_views_by_route.map((row) => ['visitas_por_pagina', row.path, row.views, '', '']),
    ...report.sales_variants.map((row) => [
      'variante_de_venda',
      row.variant,
      row.exposures,
      row.clicks,
      row.ctr,
    ]),
    // Arrivals straight at a variant, outside the experiment's draw (docs/decisions/050).
    ...report.sales_variants.map((row) => [
      'variante_de_venda_chegada_direta',
      row.variant,
      row.direct.exposures,
      row.direct.clicks,
      row.direct.ctr,
    ]),
    ...Object.entries(report.voyage_funnel).map(([step, value]) => ['funil_de_viagens', step, value, '', '']),
    ...report.passagens_by_package.map((row) => [
      'passagens_por_pacote',
      row.package_name,
      row.passagens,
      row.orders,
      row.revenue_cents,
    ]),
  ];
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
