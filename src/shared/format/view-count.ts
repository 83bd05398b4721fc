import { formatDecimal } from './decimal.ts';

const oneDecimal = { format: (value: number) => formatDecimal(value, { maximumFractionDigits: 1 }) };

/** 'Views' as a reader sees them: 999 → '999', 1500 → '1,5 mil', 2300000 → '2,3 M'. */
export function formatViewCount(count: number): string {
  if (count < 1_000) return String(count);
  if (count < 1_000_000) {
    const thousands = Math.floor(count / 100) / 10;
    // 999 950 rounds down to '999,9 mil' rather than up to '1.000 mil'.
    return `${oneDecimal.format(thousands)} mil`;
  }
  const millions = Math.floor(count / 100_000) / 10;
  return `${oneDecimal.format(millions)} M`;
}
