import { describe, expect, it } from 'vitest';
import { centsAsText, centsFromText, discountedPrice, formatCents, formatMoney } from './money.ts';

describe('formatMoney', () => {
  it('writes reais with a comma and two decimals', () => {
    expect(formatMoney(39.9)).toBe('R$ 39,90');
    expect(formatMoney(67)).toBe('R$ 67,00');
    expect(formatMoney(0)).toBe('R$ 0,00');
  });

  it('groups thousands with a dot', () => {
    expect(formatMoney(1234.5)).toBe('R$ 1.234,50');
  });

  it('rounds to the centavo', () => {
    expect(formatMoney(10.005)).toMatch(/^R\$ 10,0[01]$/);
    expect(formatMoney(19.999)).toBe('R$ 20,00');
  });
});

describe('formatCents', () => {
  it('reads whole centavos', () => {
    expect(formatCents(3990)).toBe('R$ 39,90');
    expect(formatCents(6700)).toBe('R$ 67,00');
  });
});

describe('discountedPrice', () => {
  it('takes the percent off the price', () => {
    expect(discountedPrice(100, 15)).toBe(85);
    expect(discountedPrice(67, 40)).toBe(40.2);
  });

  it('leaves the price alone without a discount', () => {
    expect(discountedPrice(49.9, undefined)).toBe(49.9);
    expect(discountedPrice(49.9, 0)).toBe(49.9);
  });
});

describe('centsFromText', () => {
  it('reads a price typed the Brazilian way or with a decimal point', () => {
    expect(centsFromText('12,90')).toBe(1290);
    expect(centsFromText(' 1.234,56 ')).toBe(123456);
    expect(centsFromText('19.9')).toBe(1990);
    expect(centsFromText('7')).toBe(700);
  });

  it('gives NaN for what is not a price', () => {
    expect(centsFromText('')).toBeNaN();
    expect(centsFromText('12,999')).toBeNaN();
    expect(centsFromText('doze')).toBeNaN();
    expect(centsFromText('-3')).toBeNaN();
  });
});

describe('centsAsText', () => {
  it('writes centavos as the price field shows them', () => {
    expect(centsAsText(1290)).toBe('12,90');
    expect(centsAsText(700)).toBe('7,00');
  });
});

describe('formatMoney and Intl', () => {
  it("writes what Intl's BRL currency format writes, with a plain space", () => {
    const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
    for (let cents = 0; cents < 2_000_000; cents += 997) {
      expect(formatCents(cents)).toBe(brl.format(cents / 100).replace(/\u00a0/g, ' '));
    }
    expect(formatMoney(-3.2)).toBe(brl.format(-3.2).replace(/\u00a0/g, ' '));
  });
});
