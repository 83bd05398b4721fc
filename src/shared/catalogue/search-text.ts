/** How a Brazilian types a search: no accents, any case. Both the stored text and the query pass here. */

/** Search looks at the first few words only: enough for a shopper, bounded for the database. */
export const SEARCH_MAX_TERMS = 8;

/**
 * Lower case, accents and cedillas removed ('Acessório' → 'acessorio', 'Ação' → 'acao'), control
 * characters and runs of white space turned into one space.
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[\p{Cc}\s]+/gu, ' ')
    .trim();
}

/** The words of a query, normalised; a product must contain every one of them. */
export function searchTerms(query: string): string[] {
  const words = normalizeSearchText(query).split(' ').filter(Boolean);
  return [...new Set(words)].slice(0, SEARCH_MAX_TERMS);
}
