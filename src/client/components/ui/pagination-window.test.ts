import { describe, expect, it } from 'vitest';
import { paginationItems } from './pagination-window.ts';

/** '1 … 4 5 [6] 7 8 … 12' style, for readable expectations. */
function render(current: number, last: number) {
  return paginationItems(current, last)
    .map((item) => (item.type === 'gap' ? '…' : item.page === current ? `[${item.page}]` : String(item.page)))
    .join(' ');
}

describe('paginationItems', () => {
  it('needs no pagination for one page (or none)', () => {
    expect(paginationItems(1, 1)).toEqual([]);
    expect(paginationItems(1, 0)).toEqual([]);
  });

  it('shows every page when there are five or fewer', () => {
    expect(render(1, 2)).toBe('[1] 2');
    expect(render(3, 5)).toBe('1 2 [3] 4 5');
  });

  it('keeps a window of five around the current page, with first, last and ellipses', () => {
    expect(render(1, 12)).toBe('[1] 2 3 4 5 … 12');
    expect(render(3, 12)).toBe('1 2 [3] 4 5 … 12');
    expect(render(4, 12)).toBe('1 2 3 [4] 5 6 … 12');
    expect(render(6, 12)).toBe('1 … 4 5 [6] 7 8 … 12');
    expect(render(9, 12)).toBe('1 … 7 8 [9] 10 11 12');
    expect(render(12, 12)).toBe('1 … 8 9 10 11 [12]');
  });

  it('puts no ellipsis where no page is skipped', () => {
    expect(render(1, 6)).toBe('[1] 2 3 4 5 6');
    expect(render(6, 6)).toBe('1 2 3 4 5 [6]');
    expect(render(4, 7)).toBe('1 2 3 [4] 5 6 7');
  });

  it('clamps a page past the end to the last one', () => {
    expect(paginationItems(40, 12)).toEqual(paginationItems(12, 12));
  });
});
