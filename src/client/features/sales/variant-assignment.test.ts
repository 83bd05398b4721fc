import { beforeEach, describe, expect, it } from 'vitest';
import { arrivalSource } from './record-sales-event.ts';
import { assignedVariant, isSalesPageVariant, pickVariant } from './variant-assignment.ts';

describe('the sales experiment assignment', () => {
  beforeEach(() => localStorage.clear());

  it('splits the interval evenly between the three variants', () => {
    expect(pickVariant(() => 0)).toBe('001');
    expect(pickVariant(() => 0.33)).toBe('001');
    expect(pickVariant(() => 0.34)).toBe('002');
    expect(pickVariant(() => 0.66)).toBe('002');
    expect(pickVariant(() => 0.67)).toBe('003');
    expect(pickVariant(() => 0.999_999)).toBe('003');
  });

  it('keeps the first assignment on the device', () => {
    expect(assignedVariant(() => 0.5)).toBe('002');
    expect(localStorage.getItem('sales_variant')).toBe('002');
    expect(assignedVariant(() => 0.9)).toBe('002');
  });

  it('assigns again when what is stored is not a variant', () => {
    localStorage.setItem('sales_variant', '999');
    expect(assignedVariant(() => 0.9)).toBe('003');
    expect(isSalesPageVariant('001')).toBe(true);
    expect(isSalesPageVariant('1')).toBe(false);
  });

  it('tells an assigned visitor from a direct arrival', () => {
    expect(arrivalSource('001')).toBe('direct');
    assignedVariant(() => 0.5);
    expect(arrivalSource('002')).toBe('assigned');
    // Assigned 002, but led straight to 001 (the reader's ad): not part of the draw there.
    expect(arrivalSource('001')).toBe('direct');
  });
});
