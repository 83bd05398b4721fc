import { describe, expect, it } from 'vitest';
import {
  isOfflineVoyageCache,
  isUnscopedLegacyCache,
  offlineVoyageCacheName,
  travellerApiCacheName,
  travellerCachePrefix,
  travellerOfAuthorization,
} from './pwa-caches.ts';

/** A token shaped like the server's (HS256 JWT); the signature is never checked here. */
function bearer(claims: Record<string, unknown>) {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `Bearer ${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.assinatura`;
}

describe("the service worker's caches, per traveller (docs/architecture/pwa.md)", () => {
  it("reads the traveller from the bearer token's subject", () => {
    expect(travellerOfAuthorization(bearer({ sub: '7', aud: 'rota-amazonia:access', nome: 'Açaí ✓' }))).toBe(
      '7',
    );
    expect(travellerOfAuthorization(bearer({ sub: 42 }))).toBe('42');
  });

  it.each([
    ['no header', null],
    ['another scheme', 'Basic dXNlcjpzZW5oYQ=='],
    ['no subject', bearer({ aud: 'x' })],
    ['a subject that could reach another cache', bearer({ sub: '7-voyage-3' })],
    ['a subject with a path', bearer({ sub: '../7' })],
    ['a payload that is not JSON', 'Bearer a.bm9wZQ.c'],
  ])('names nobody for %s', (_label, header) => {
    expect(travellerOfAuthorization(header)).toBeNull();
  });

  it("keeps each traveller's caches under their own prefix", () => {
    expect(travellerApiCacheName('7')).toBe('rota-traveller-7-api');
    expect(offlineVoyageCacheName('7', '3')).toBe('rota-traveller-7-voyage-3');
    expect(offlineVoyageCacheName('71', '3').startsWith(travellerCachePrefix('7'))).toBe(false);
    expect(isOfflineVoyageCache('rota-traveller-7-voyage-3', '7')).toBe(true);
    expect(isOfflineVoyageCache('rota-traveller-7-api', '7')).toBe(false);
    expect(isOfflineVoyageCache('rota-traveller-8-voyage-3', '7')).toBe(false);
  });

  it('recognises the shared caches of earlier builds, and only those', () => {
    expect(isUnscopedLegacyCache('rota-api')).toBe(true);
    expect(isUnscopedLegacyCache('rota-voyage-3')).toBe(true);
    expect(isUnscopedLegacyCache('rota-api-public')).toBe(false);
    expect(isUnscopedLegacyCache('rota-traveller-7-voyage-3')).toBe(false);
    expect(isUnscopedLegacyCache('rota-images')).toBe(false);
  });
});
