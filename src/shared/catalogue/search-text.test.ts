import { describe, expect, it } from 'vitest';
import { normalizeSearchText, SEARCH_MAX_TERMS, searchTerms } from './search-text.ts';

describe('normalizeSearchText', () => {
  it('drops accents and cedillas and ignores case', () => {
    expect(normalizeSearchText('Acessório')).toBe('acessorio');
    expect(normalizeSearchText('AÇÃO')).toBe('acao');
    expect(normalizeSearchText('Pôr do Sol no Tapajós')).toBe('por do sol no tapajos');
    expect(normalizeSearchText('Ñandú über')).toBe('nandu uber');
  });

  it('treats a decomposed accent like a composed one', () => {
    expect(normalizeSearchText('Acesso\u0301rio')).toBe(normalizeSearchText('Acessório'));
  });

  it('collapses white space and control characters, keeps other punctuation', () => {
    expect(normalizeSearchText('  e-book\t\n 50%\u0000off  ')).toBe('e-book 50% off');
  });
});

describe('searchTerms', () => {
  it('splits into distinct normalised words', () => {
    expect(searchTerms('  Caneca  CANECA esmaltada ')).toEqual(['caneca', 'esmaltada']);
    expect(searchTerms('   ')).toEqual([]);
  });

  it('keeps at most SEARCH_MAX_TERMS words', () => {
    const words = Array.from({ length: 20 }, (_, index) => `palavra${index}`).join(' ');
    expect(searchTerms(words)).toHaveLength(SEARCH_MAX_TERMS);
  });
});
