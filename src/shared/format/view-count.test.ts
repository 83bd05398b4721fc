import { describe, expect, it } from 'vitest';
import { formatViewCount } from './view-count.ts';

describe('formatViewCount', () => {
  it('shows counts under a thousand as they are', () => {
    expect(formatViewCount(0)).toBe('0');
    expect(formatViewCount(7)).toBe('7');
    expect(formatViewCount(999)).toBe('999');
  });

  it("shows thousands as 'mil' with a decimal comma", () => {
    expect(formatViewCount(1000)).toBe('1 mil');
    expect(formatViewCount(1500)).toBe('1,5 mil');
    expect(formatViewCount(12_340)).toBe('12,3 mil');
    expect(formatViewCount(999_999)).toBe('999,9 mil');
  });

  it("shows millions as 'M' with a decimal comma", () => {
    expect(formatViewCount(1_000_000)).toBe('1 M');
    expect(formatViewCount(2_350_000)).toBe('2,3 M');
  });
});
