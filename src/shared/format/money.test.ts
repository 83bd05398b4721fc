import { describe, expect, it } from 'vitest';
import { discountedPrice, formatCents, formatMoney } from './money.ts';

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
