import { formatDecimal } from './decimal.ts';

/**
 * Formats an amount in reais (a decimal number) as 'R$ 39,90': Intl's BRL currency format, with a
 * plain space after the symbol (reads and searches the same as Intl's no-break space).
 */
export function formatMoney(amountInReais: number): string {
  const amount = formatDecimal(Math.abs(amountInReais), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return amountInReais < 0 ? `-R$ ${amount}` : `R$ ${amount}`;
}

/** Formats whole centavos, the unit money is stored in. */
export function formatCents(cents: number): string {
  return formatMoney(cents / 100);
}

/** Price after a percent discount, rounded to the centavo. */
export function discountedPrice(price: number, discountPercent: number | null | undefined): number {
  if (!discountPercent) return price;
  return Math.round(price * (100 - discountPercent)) / 100;
}

/**
 * Whole centavos from a price as typed ("19,90", "1.234,56" or "19.90"); NaN for anything else,
 * so the schema refuses it with the field's own message.
 */
export function centsFromText(text: string): number {
  const trimmed = text.trim();
  // With a comma, dots are thousands ('1.234,56'); without one, a dot is the decimal point.
  const normalized = trimmed.includes(',') ? trimmed.replace(/\./g, '').replace(',', '.') : trimmed;
  return /^\d+(\.\d{1,2})?$/.test(normalized) ? Math.round(Number(normalized) * 100) : Number.NaN;
}

/** Centavos as a price field shows them: 1290 → '12,90'. */
export function centsAsText(cents: number): string {
  return (cents / 100).toFixed(2).replace('.', ',');
}
