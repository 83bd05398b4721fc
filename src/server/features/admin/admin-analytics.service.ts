/**
 * The console's numbers (docs/architecture/admin.md), from what the product records: page views, the sales
 * experiment's events, the voyage funnel's events and paid coin orders — for a range of São Paulo
 * days, counted by the database.
 */
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.ts';
import { saoPauloDayOf } from '#server/db/dialect-sql.ts';
import { AppError } from '#server/errors.ts';
import { countSalesEvents } from '#server/features/sales/sales-event.repository.ts';
import { salesVariantStats } from '#server/features/sales/sales-experiment.service.ts';
import { countVoyageEvents } from '#server/features/voyages/voyage-event.repository.ts';
import { adminUi } from '#shared/messages/pt-admin.ts';
import { addDays, saoPauloDay, saoPauloDayStart } from '#shared/sao-paulo-day.ts';
import {
  type AnalyticsRangeQuery,
  type AnalyticsReport,
  analyticsRangeProblem,
} from '#shared/schemas/admin-analytics.ts';

const DEFAULT_DAYS = 30;
const TOP_ROUTES = 20;

/** Inclusive São Paulo days in, half-open UTC times out: [from 00:00, the day after `to` 00:00). */
export function resolveRange(query: AnalyticsRangeQuery, now = new Date()) {
  const to = query.to ?? saoPauloDay(now);
  const from = query.from ?? addDays(to, -(DEFAULT_DAYS - 1));
  // The schema checks a range it is given whole; a default end can still make it too long.
  const problem = analyticsRangeProblem(from, to);
  if (problem) throw new AppError('BAD_REQUEST', { message: problem });
  return { from, to, start: saoPauloDayStart(from), end: saoPauloDayStart(addDays(to, 1)) };
}

export async function analyticsReport(
  db: Kysely<Database>,
  query: AnalyticsRangeQuery,
): Promise<AnalyticsReport> {
  const { from, to, start, end } = resolveRange(query);
  const viewDay = saoPauloDayOf(db, 'created_at');

  const [byDay, byRoute, salesCounts, funnel, packages] = await Promise.all([
    db
      .selectFrom('page_views')
      .select([viewDay.as('day'), (eb) => eb.fn.countAll<number>().as('views')])
      .where('created_at', '>=', start)
      .where('created_at', '<', end)
      .groupBy(viewDay)
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
    countVoyageEvents(db, { from: start, to: end }),
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

  const viewsOn = new Map(byDay.map((row) => [row.day, Number(row.views)]));
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);

  return {
    from,
    to,
    page_views_by_day: days.map((day) => ({ day, views: viewsOn.get(day) ?? 0 })),
    page_views_by_route: byRoute.map((row) => ({ path: row.path, views: Number(row.views) })),
    sales_variants: salesVariantStats(salesCounts),
    voyage_funnel: {
      detail_views: funnel.detail_view,
      starts: funnel.start,
      halfway: funnel.halfway,
      completed: funnel.complete,
    },
    passagens_by_package: packages.map((row) => ({
      package_name: row.package_name,
      orders: Number(row.orders),
      passagens: Number(row.passagens ?? 0),
      revenue_cents: Number(row.revenue_cents ?? 0),
    })),
  };
}

/** A decimal as Excel in pt-BR reads it: a comma, no thousands separator. */
const decimal = (value: number, digits: number) => value.toFixed(digits).replace('.', ',');

const csvCell = (value: string | number) => {
  const text = String(value);
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/**
 * The same numbers as CSV for a spreadsheet in pt-BR: a UTF-8 byte order mark (so accents show),
 * semicolons between cells (the comma is the decimal separator there), and each block as a title,
 * its own header row and its rows, with a blank line between blocks.
 */
export function analyticsCsv(report: AnalyticsReport): string {
  const texts = adminUi.analytics;
  const funnel = report.voyage_funnel;
  const blocks: (string | number)[][][] = [
    [
      [texts.viewsByDay],
      [texts.day, texts.views],
      ...report.page_views_by_day.map((row) => [row.day, row.views]),
    ],
    [
      [texts.viewsByRoute],
      [texts.route, texts.views],
      ...report.page_views_by_route.map((row) => [row.path, row.views]),
    ],
    [
      [`${texts.variants}: ${texts.variantsAssigned}`],
      [texts.variant, texts.exposures, texts.clicks, texts.csv.ctr],
      ...report.sales_variants.map((row) => [
        row.variant,
        row.exposures,
        row.clicks,
        decimal(row.ctr * 100, 1),
      ]),
    ],
    // Arrivals straight at a variant, outside the experiment's draw (docs/architecture/sales.md).
    [
      [`${texts.variants}: ${texts.variantsDirect}`],
      [texts.variant, texts.exposures, texts.clicks, texts.csv.ctr],
      ...report.sales_variants.map((row) => [
        row.variant,
        row.direct.exposures,
        row.direct.clicks,
        decimal(row.direct.ctr * 100, 1),
      ]),
    ],
    [
      [texts.funnel],
      [texts.funnelStep, texts.funnelCount],
      [texts.funnelSteps.detail_views, funnel.detail_views],
      [texts.funnelSteps.starts, funnel.starts],
      [texts.funnelSteps.halfway, funnel.halfway],
      [texts.funnelSteps.completed, funnel.completed],
    ],
    [
      [texts.packages],
      [texts.package, texts.orders, texts.passagens, texts.csv.revenue],
      ...report.passagens_by_package.map((row) => [
        row.package_name,
        row.orders,
        row.passagens,
        decimal(row.revenue_cents / 100, 2),
      ]),
    ],
  ];
  const lines = blocks.map((rows) => rows.map((row) => row.map(csvCell).join(';')).join('\r\n'));
  return `\uFEFF${lines.join('\r\n\r\n')}\r\n`;
}
