import { describe, expect, it } from 'vitest';
import { formatDecimal } from './decimal.ts';

/** Prices, ratings and counts of every size, with the halves and the float artefacts rounding trips on. */
function samples(): number[] {
  const values = [
    0, -0, 0.5, 1.005, 2.675, 999.995, 999.95, 1000, 9999.5, 0.05, 0.049, 19.999, 1e6, 123456789.125,
  ];
  let seed = 164;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  for (let index = 0; index < 1500; index += 1) {
    const scale = 10 ** Math.floor(random() * 9 - 2);
    values.push(
      Math.round(random() * scale * 1000) / 1000,
      Math.round(random() * 100_000) / 100,
      -random() * scale,
    );
  }
  return values;
}

describe('formatDecimal', () => {
  for (const digits of [
    {},
    { minimumFractionDigits: 1, maximumFractionDigits: 1 },
    { maximumFractionDigits: 1 },
    { minimumFractionDigits: 2, maximumFractionDigits: 2 },
    { maximumFractionDigits: 0 },
  ]) {
    it(`writes what Intl.NumberFormat('pt-BR', ${JSON.stringify(digits)}) writes`, () => {
      const intl = new Intl.NumberFormat('pt-BR', digits);
      for (const value of samples())
        expect([value, formatDecimal(value, digits)]).toEqual([value, intl.format(value)]);
    });
  }

  it('groups thousands with dots and writes a decimal comma', () => {
    expect(formatDecimal(1234567.5, { maximumFractionDigits: 1 })).toBe('1.234.567,5');
    expect(formatDecimal(4.25, { minimumFractionDigits: 1, maximumFractionDigits: 1 })).toBe('4,3');
  });
});
