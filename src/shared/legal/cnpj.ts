/** The CNPJ (Cadastro Nacional da Pessoa Jurídica): 14 digits, the last two check digits. */

const FIRST_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const SECOND_WEIGHTS = [6, ...FIRST_WEIGHTS];

function checkDigit(digits: number[], weights: number[]): number {
  const sum = weights.reduce((total, weight, index) => total + weight * (digits[index] ?? 0), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** The 14 digits of a CNPJ written with or without its punctuation; null when it is not one. */
export function cnpjDigits(text: string): string | null {
  const trimmed = text.trim();
  if (!/^(\d{14}|\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2})$/.test(trimmed)) return null;
  return trimmed.replace(/\D/g, '');
}

/** Whether the check digits match (the Receita Federal's modulo-11 rule); all-equal digits are not a CNPJ. */
export function isValidCnpj(text: string): boolean {
  const digits = cnpjDigits(text);
  if (digits === null || /^(\d)\1{13}$/.test(digits)) return false;
  const numbers = [...digits].map(Number);
  return (
    checkDigit(numbers, FIRST_WEIGHTS) === numbers[12] && checkDigit(numbers, SECOND_WEIGHTS) === numbers[13]
  );
}

/** `00.000.000/0000-00`. */
export function formatCnpj(digits: string): string {
  return digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
}
