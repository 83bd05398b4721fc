/**
 * SPEC §5's password strength: one point each for a length of 8 or more, an uppercase letter, a
 * digit and a character that is neither letter nor digit. The registration form's bar and the
 * server's password rules both read it.
 */
import { PASSWORD_MIN_LENGTH } from './constants.ts';

export type PasswordStrength = 0 | 1 | 2 | 3 | 4;

export function passwordStrength(password: string): PasswordStrength {
  const points = [
    password.length >= PASSWORD_MIN_LENGTH,
    /\p{Lu}/u.test(password),
    /\p{Nd}/u.test(password),
    /[^\p{L}\p{N}]/u.test(password),
  ].filter(Boolean).length;
  return points as PasswordStrength;
}
