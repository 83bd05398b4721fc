import { describe, expect, it } from 'vitest';
import { formatPassagens, passagemLabel } from './passagem-label.ts';

describe('passagemLabel', () => {
  it("says 'Passagem' for one", () => {
    expect(passagemLabel(1)).toBe('Passagem');
    expect(formatPassagens(1)).toBe('1 Passagem');
  });

  it("says 'Passagens' for more than one, and for none", () => {
    expect(passagemLabel(2)).toBe('Passagens');
    expect(passagemLabel(0)).toBe('Passagens');
    expect(formatPassagens(3)).toBe('3 Passagens');
  });
});
