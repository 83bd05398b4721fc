import { describe, expect, it } from 'vitest';
import { preferredEncoding } from './content-encoding.ts';

describe('preferredEncoding', () => {
  it('picks brotli, then gzip, from Accept-Encoding', () => {
    expect(preferredEncoding(undefined)).toBeUndefined();
    expect(preferredEncoding('')).toBeUndefined();
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
  });

  it('honours q=0 as a refusal', () => {
    expect(preferredEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(preferredEncoding('BR;q=0.0, GZIP;q=0')).toBeUndefined();
    expect(preferredEncoding('*;q=0')).toBeUndefined();
    expect(preferredEncoding('gzip, *;q=0')).toBe('gzip');
  });

  it("follows the client's q-values before the server's order", () => {
    expect(preferredEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(preferredEncoding('br;q=0.2, gzip;q=0.9')).toBe('gzip');
    expect(preferredEncoding('gzip;q=0.5, br;q=0.5')).toBe('br');
    expect(preferredEncoding('br;q=0.1, identity')).toBeUndefined();
    expect(preferredEncoding('identity;q=0, gzip;q=0.2')).toBe('gzip');
    expect(preferredEncoding('*;q=0.5, gzip')).toBe('gzip');
    expect(preferredEncoding('gzip;q=0.001')).toBe('gzip');
  });
});
