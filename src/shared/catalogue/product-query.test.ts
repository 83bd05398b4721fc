import { describe, expect, it } from 'vitest';
import { PRODUCT_CATEGORIES } from '../constants.ts';
import { matchProductCategory } from './product-query.ts';

describe('matchProductCategory', () => {
  it('accepts every category as written', () => {
    for (const category of PRODUCT_CATEGORIES) expect(matchProductCategory(category)).toBe(category);
  });

  it('accepts lower case and the unaccented spelling', () => {
    expect(matchProductCategory('acessorio')).toBe('ACESSÓRIO');
    expect(matchProductCategory('Acessório')).toBe('ACESSÓRIO');
    expect(matchProductCategory(' livro ')).toBe('LIVRO');
  });

  it('refuses anything else', () => {
    expect(matchProductCategory('XYZ')).toBeUndefined();
    expect(matchProductCategory('')).toBeUndefined();
    expect(matchProductCategory('livros')).toBeUndefined();
  });
});
