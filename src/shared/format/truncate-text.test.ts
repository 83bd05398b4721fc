import { describe, expect, it } from 'vitest';
import { truncateText } from './truncate-text.ts';

describe('truncateText', () => {
  it('keeps a short text as it is, with its spaces tidied', () => {
    expect(truncateText('  O rio   é largo. ', 80)).toBe('O rio é largo.');
  });

  it('never goes over the limit, ellipsis included', () => {
    const text = 'a'.repeat(300);
    expect(truncateText(text, 180)).toHaveLength(180);
    expect(truncateText(text, 180).endsWith('…')).toBe(true);
  });

  it('cuts at a word near the limit', () => {
    const text =
      'As águas escuras do Rio Negro encontram as águas barrentas do Solimões e seguem lado a lado';
    const short = truncateText(text, 40);
    expect(short.length).toBeLessThanOrEqual(40);
    expect(short).toBe('As águas escuras do Rio Negro encontram…');
  });

  it('drops trailing punctuation before the ellipsis', () => {
    expect(truncateText('Primeiro, segundo, terceiro, quarto e quinto', 20)).toBe('Primeiro, segundo…');
  });
});
