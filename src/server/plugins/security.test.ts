import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiAddress, securityPlugin } from './security.ts';

/** Headers that are not security headers: the answer's own and Fastify's. */
const OWN_HEADERS = new Set(['content-type', 'content-length', 'date', 'connection', 'x-request-id']);

function securityHeadersOf(headers: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !OWN_HEADERS.has(name)));
}

describe('the security headers', () => {
  const app = Fastify({ logger: false });
  beforeAll(async () => {
    await app.register(securityPlugin);
    app.get('/api/v1/produtos', async () => ({ success: true }));
    app.get('/sobre', async (_request, reply) => reply.type('text/html; charset=utf-8').send('<p>Sobre</p>'));
  });
  afterAll(() => app.close());

  it("answers the API with OWASP's REST set and nothing meant for documents", async () => {
    for (const url of ['/api/v1/produtos', '/api/v1/nada']) {
      const response = await app.inject({ method: 'GET', url });
      expect(securityHeadersOf(response.headers), url).toEqual({
        'content-security-policy': "default-src 'none';frame-ancestors 'none'",
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'no-referrer',
        'cross-origin-resource-policy': 'same-origin',
      });
      expect(response.headers['x-request-id'], url).toBeDefined();
    }
  });

  it("answers everything else with helmet's full set", async () => {
    const response = await app.inject({ method: 'GET', url: '/sobre' });
    expect(securityHeadersOf(response.headers)).toMatchObject({
      'content-security-policy': "default-src 'none';frame-ancestors 'none'",
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-resource-policy': 'same-origin',
      'cross-origin-opener-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
      'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    });
    expect(response.headers['x-request-id']).toBeDefined();
  });

  it('counts the API documentation as a page, not an API answer', () => {
    expect(isApiAddress('/api/v1/products?search=rio')).toBe(true);
    expect(isApiAddress('/api/docs')).toBe(false);
    expect(isApiAddress('/api/docs/json')).toBe(false);
    expect(isApiAddress('/apiario')).toBe(false);
    expect(isApiAddress('/produtos')).toBe(false);
  });
});
