import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  filtersFromSearchParams,
  hasActiveFilters,
  productListQuery,
  resultsFor,
  SORT_KEYS,
  searchFor,
  searchParamsFromFilters,
  withChange,
} from './catalogue-filters.ts';

const read = (query: string) => filtersFromSearchParams(new URLSearchParams(query));

describe('filters from the address', () => {
  it('reads the default view from an empty query', () => {
    expect(read('')).toEqual(DEFAULT_FILTERS);
  });

  it('reads every filter', () => {
    expect(read('busca=rede%20de%20dormir&categoria=acessorio&ordem=menor-preco&pagina=3')).toEqual({
      search: 'rede de dormir',
      category: 'ACESSÓRIO',
      sort: 'price-asc',
      page: 3,
    });
  });

  it('accepts the category in any case, with or without its accent', () => {
    expect(read('categoria=ACESS%C3%93RIO').category).toBe('ACESSÓRIO');
    expect(read('categoria=Livro').category).toBe('LIVRO');
  });

  it('falls back to defaults for anything it cannot read', () => {
    expect(read('categoria=xyz&ordem=drop&pagina=0')).toEqual(DEFAULT_FILTERS);
    expect(read('pagina=abc').page).toBe(1);
    expect(read('pagina=1e3').page).toBe(1);
    expect(read('pagina=99999999999').page).toBe(1);
    expect(read(`busca=${'a'.repeat(300)}`).search).toHaveLength(100);
    expect(read('busca=%20%20').search).toBe('');
  });
});

describe('the address for filters', () => {
  it('leaves defaults out', () => {
    expect(searchFor(DEFAULT_FILTERS)).toBe('');
    expect(searchFor({ ...DEFAULT_FILTERS, page: 2 })).toBe('?pagina=2');
  });

  it('round-trips every sort option, category and page', () => {
    for (const sort of SORT_KEYS) {
      for (const category of [null, 'ACESSÓRIO', 'LIVRO'] as const) {
        const filters = { search: 'açaí', category, sort, page: 4 };
        expect(filtersFromSearchParams(searchParamsFromFilters(filters))).toEqual(filters);
      }
    }
  });

  it('writes readable pt-BR values', () => {
    expect(searchFor({ search: 'caneca', category: 'ACESSÓRIO', sort: 'rating-desc', page: 2 })).toBe(
      '?busca=caneca&categoria=acessorio&ordem=avaliacao&pagina=2',
    );
  });
});

describe('changing filters', () => {
  it('goes back to page 1 on any change of search, category or sort', () => {
    const onPage3 = { ...DEFAULT_FILTERS, page: 3 };
    expect(withChange(onPage3, { search: 'rede' }).page).toBe(1);
    expect(withChange(onPage3, { category: 'CURSO' }).page).toBe(1);
    expect(withChange(onPage3, { sort: 'price-desc' }).page).toBe(1);
  });

  it('knows when filters are active (the page alone is not a filter)', () => {
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, page: 5 })).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, search: 'x' })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, sort: 'price-asc' })).toBe(true);
  });
});

describe('the API query', () => {
  it('maps filters to SPEC §3 parameters', () => {
    expect(
      productListQuery({ search: ' rede ', category: 'ACESSÓRIO', sort: 'price-desc', page: 2 }),
    ).toEqual({
      page: 2,
      pageSize: 8,
      sortBy: 'price',
      sortOrder: 'desc',
      category: 'ACESSÓRIO',
      search: 'rede',
    });
    expect(productListQuery(DEFAULT_FILTERS)).toEqual({
      page: 1,
      pageSize: 8,
      sortBy: 'name',
      sortOrder: 'asc',
    });
  });
});

describe("what the results' drawing gets of the filters", () => {
  it('the status search, the address query, the page and whether a filter is on', () => {
    expect(resultsFor(read('busca=rede&categoria=acessorio&pagina=2'))).toEqual({
      search: 'rede',
      query: '?busca=rede&categoria=acessorio&pagina=2',
      page: 2,
      filtered: true,
    });
    expect(resultsFor(DEFAULT_FILTERS)).toEqual({ search: '', query: '', page: 1, filtered: false });
  });
});
