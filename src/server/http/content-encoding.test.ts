import { describe, expect, it } from 'vitest';
import { preferredEncoding } from './content-encoding.ts';

describe('preferredEncoding', () => {
  it('picks brotli, then gzip, from Accept-Encoding', () => {
    expect(preferredEncoding(undefined)).toBeUndefined();
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(preferredEncoding('BR;q=0.0, GZIP;q=0')).toBeUndefined();
  });
});
