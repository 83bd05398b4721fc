import { PAGINATION_WINDOW } from '#shared/constants.ts';

export type PaginationItem = { type: 'page'; page: number } | { type: 'gap'; position: 'start' | 'end' };

/**
 * SPEC §9: a window of 5 page numbers around the current page, plus the first and the last page,
 * with an ellipsis where pages are skipped: 1 … 4 5 [6] 7 8 … 12. One page needs no pagination.
 */
export function paginationItems(current: number, last: number, size = PAGINATION_WINDOW): PaginationItem[] {
  if (last <= 1) return [];
  const page = Math.min(Math.max(1, current), last);
  const start = Math.max(1, Math.min(page - Math.floor(size / 2), last - size + 1));
  const end = Math.min(last, start + size - 1);
  const items: PaginationItem[] = [];
  if (start > 1) items.push({ type: 'page', page: 1 });
  if (start > 2) items.push({ type: 'gap', position: 'start' });
  for (let number = start; number <= end; number += 1) items.push({ type: 'page', page: number });
  if (end < last - 1) items.push({ type: 'gap', position: 'end' });
  if (end < last) items.push({ type: 'page', page: last });
  return items;
}
