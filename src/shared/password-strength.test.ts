import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength.ts';

describe('passwordStrength (SPEC §5)', () => {
  it.each([
    ['', 0],
    ['abc', 0],
    ['abcdefgh', 1],
    ['Abc', 1],
    ['abc1', 1],
    ['ab c', 1],
    ['Abcdefgh', 2],
    ['abcdefg1', 2],
    ['Abc1', 2],
    ['abcdefg!', 2],
    ['Abcdefg1', 3],
    ['Abcdef1!', 4],
    ['Ávila-2026', 4],
  ])('scores %j as %i', (password, score) => {
    expect(passwordStrength(password)).toBe(score);
  });

  it('counts accented capitals as uppercase and accented letters as letters, not symbols', () => {
    expect(passwordStrength('É')).toBe(1);
    expect(passwordStrength('ção')).toBe(0);
  });
});
