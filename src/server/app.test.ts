import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/api-harness.ts';

describe('the API as a whole', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('publishes its OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/healthz', '/api/v1/analytics/pageviews', '/api/v1/voyages/get/highlighted']),
    );
  });

  it('answers unknown API addresses with the JSON error, for any method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/v1/nao-existe' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        success: false,
        code: 'ROUTE_NOT_FOUND',
        message: expect.any(String),
      });
    }
  });

  it('refuses a body that is not JSON with 415, never 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/analytics/pageviews',
      headers: { 'content-type': 'text/xml' },
      payload: '<path>/</path>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ success: false });
  });

  it('explains schema errors in Portuguese', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/analytics/pageviews',
      payload: { path: 123 },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.errors.path[0]).toBe('Entrada inválida: esperava um texto, recebeu um número');
  });
});
