import { describe, expect, it } from 'vitest';
import { cnpjDigits, formatCnpj, isValidCnpj } from './cnpj.ts';

describe('CNPJ', () => {
  it('accepts a CNPJ whose check digits match, with or without punctuation', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(isValidCnpj('45.723.174/0001-10')).toBe(true);
  });

  it('refuses wrong check digits, wrong lengths, letters and repeated digits', () => {
    expect(isValidCnpj('11.222.333/0001-82')).toBe(false);
    expect(isValidCnpj('11222333000191')).toBe(false);
    expect(isValidCnpj('1122233300018')).toBe(false);
    expect(isValidCnpj('11.222.333/0001-8a')).toBe(false);
    expect(isValidCnpj('00000000000000')).toBe(false);
    expect(isValidCnpj('11.222333/0001-81')).toBe(false);
  });

  it('formats the digits as 00.000.000/0000-00', () => {
    expect(formatCnpj(cnpjDigits('11222333000181') ?? '')).toBe('11.222.333/0001-81');
  });
});
