import { SALES_PAGE_VARIANTS } from '#shared/constants.ts';
import type { SalesEventSource, SalesVariantStats } from '#shared/schemas/sales.ts';
import type { SalesEventCount } from './sales-event.repository.ts';

function rate(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 10_000;
}

function arrivalStats(counts: readonly SalesEventCount[], variant: string, source: SalesEventSource) {
  const find = (kind: string) =>
    counts.find((count) => count.variant === variant && count.kind === kind && count.source === source);
  const exposure = find('exposure');
  const click = find('cta_click');
  const exposures = exposure?.events ?? 0;
  const clicks = click?.events ?? 0;
  const uniqueVisitors = exposure?.visitors ?? 0;
  const uniqueClickers = click?.visitors ?? 0;
  return {
    exposures,
    clicks,
    ctr: rate(clicks, exposures),
    unique_visitors: uniqueVisitors,
    unique_clickers: uniqueClickers,
    unique_ctr: rate(uniqueClickers, uniqueVisitors),
  };
}

/**
 * Every variant's numbers, zeros for one never shown. The comparison (top level) counts only
 * devices assigned the variant at /vendas/ebook: a visitor who arrives straight at a page (the
 * reader's ad leads to 001) was not drawn at random and would tilt it. They are counted apart.
 */
export function salesVariantStats(counts: readonly SalesEventCount[]): SalesVariantStats[] {
  return SALES_PAGE_VARIANTS.map((variant) => ({
    variant,
    ...arrivalStats(counts, variant, 'assigned'),
    direct: arrivalStats(counts, variant, 'direct'),
  }));
}
