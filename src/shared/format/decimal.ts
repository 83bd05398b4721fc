/**
 * Numbers as pt-BR writes them ('1.234,5'), without `Intl`: the first `Intl.NumberFormat` a page
 * builds loads the browser's locale data, 50–180 ms of main thread on a shared AMD EPYC core (four
 * times that on Lighthouse's mobile profile: docs/benchmarks.md), and the public pages' script
 * formats prices and ratings. The same result as
 * `new Intl.NumberFormat('pt-BR', { minimumFractionDigits, maximumFractionDigits })`, which the
 * tests compare it with: rounding half away from zero on the number's shortest decimal writing,
 * thousands grouped by dots from 1.000 on, a decimal comma.
 */

export interface DecimalDigits {
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
}

/** '1234567' → '1.234.567'. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, '.');
}

/** Adds one to a string of decimal digits: '0999' → '1000'. */
function incremented(digits: string): string {
  const out = digits.split('');
  for (let index = out.length - 1; index >= 0; index -= 1) {
    if (out[index] !== '9') {
      out[index] = String(Number(out[index]) + 1);
      return out.join('');
    }
    out[index] = '0';
  }
  return `1${out.join('')}`;
}

export function formatDecimal(
  value: number,
  {
    minimumFractionDigits = 0,
    maximumFractionDigits = Math.max(minimumFractionDigits, 3),
  }: DecimalDigits = {},
): string {
  const negative = value < 0 || Object.is(value, -0);
  const written = String(Math.abs(value));
  // Exponents (≥ 1e21, < 1e-6) and NaN or Infinity: never a price or a rating; Intl knows them.
  if (!/^\d+(\.\d+)?$/.test(written)) {
    return new Intl.NumberFormat('pt-BR', { minimumFractionDigits, maximumFractionDigits }).format(value);
  }
  const [whole = '0', fraction = ''] = written.split('.');
  let kept = whole + fraction.slice(0, maximumFractionDigits).padEnd(maximumFractionDigits, '0');
  if (Number(fraction[maximumFractionDigits] ?? '0') >= 5) kept = incremented(kept);
  const wholeDigits = kept.slice(0, kept.length - maximumFractionDigits) || '0';
  let fractionDigits = kept.slice(kept.length - maximumFractionDigits);
  while (fractionDigits.length > minimumFractionDigits && fractionDigits.endsWith('0')) {
    fractionDigits = fractionDigits.slice(0, -1);
  }
  const number = groupThousands(wholeDigits) + (fractionDigits ? `,${fractionDigits}` : '');
  return negative ? `-${number}` : number;
}
