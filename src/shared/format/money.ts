const brl = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Formats an amount in reais (a decimal number) as 'R$ 39,90'. */
export function formatMoney(amountInReais: number): string {
  // Intl separates the symbol with a no-break space; a plain space reads and searches the same.
  return brl.format(amountInReais).replace(/\u00a0/g, ' ');
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
