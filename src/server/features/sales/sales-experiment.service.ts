import { SALES_PAGE_VARIANTS } from '#shared/constants.ts';
import type { SalesVariantStats } from '#shared/schemas/sales.ts';
import type { SalesEventCount } from './sales-event.repository.ts';

function rate(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 10_000;
}

/** Exposures, clicks and click-through rates of every variant, zeros for one never shown. */
export function salesVariantStats(counts: readonly SalesEventCount[]): SalesVariantStats[] {
  const find = (variant: string, kind: string) =>
    counts.find((count) => count.variant === variant && count.kind === kind);
  return SALES_PAGE_VARIANTS.map((variant) => {
    const exposure = find(variant, 'exposure');
    const click = find(variant, 'cta_click');
    const exposures = exposure?.events ?? 0;
    const clicks = click?.events ?? 0;
    const uniqueVisitors = exposure?.visitors ?? 0;
    const uniqueClickers = click?.visitors ?? 0;
    return {
      variant,
      exposures,
      clicks,
      ctr: rate(clicks, exposures),
      unique_visitors: uniqueVisitors,
      unique_clickers: uniqueClickers,
      unique_ctr: rate(uniqueClickers, uniqueVisitors),
    };
  });
}
