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
    expect(response).toHaveStatus(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/healthz', '/api/v1/analytics/pageviews', '/api/v1/voyages/get/highlighted']),
    );
  });

  it('answers unknown API addresses with the JSON error, for any method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/v1/nao-existe' });
      expect(response).toHaveStatus(404);
      expect(response.json()).toMatchObject({
        success: false,
        code: 'ROUTE_NOT_FOUND',
        message: expect.any(String),
      });
    }
  });

  it('refuses a body of another type with 415, never 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/analytics/pageviews',
      headers: { 'content-type': 'text/xml' },
      payload: '<path>/</path>',
    });
    expect(response).toHaveStatus(415);
    expect(response.json()).toEqual({
      success: false,
      code: 'CONTENT_TYPE_NOT_ACCEPTED',
      message: 'Tipo de conteúdo não aceito por este endereço.',
    });
  });

  it('answers what Fastify refuses in the API error shape, in Portuguese', async () => {
    const refusals = [
      {
        request: { method: 'POST', url: '/api/v1/analytics/pageviews', payload: '{"path":' },
        status: 400,
        body: { code: 'INVALID_JSON', message: 'O conteúdo enviado não é um JSON válido.' },
      },
      {
        request: { method: 'POST', url: '/api/v1/analytics/pageviews', payload: '' },
        status: 400,
        body: { code: 'INVALID_JSON', message: 'O conteúdo enviado não é um JSON válido.' },
      },
      {
        // A parameter longer than the router takes names nothing: not found, as any unknown id.
        request: { method: 'GET', url: `/api/v1/voyages/get/episode/${'x'.repeat(101)}` },
        status: 404,
        body: { code: 'NOT_FOUND', message: 'Recurso não encontrado.' },
      },
      {
        request: { method: 'GET', url: '/api/v1/voyages/get/episode/%C0' },
        status: 400,
        body: { code: 'BAD_URL', message: 'O endereço tem caracteres inválidos.' },
      },
      {
        request: { method: 'GET', url: '/api/v1/nao-existe/%C0' },
        status: 400,
        body: { code: 'BAD_URL', message: 'O endereço tem caracteres inválidos.' },
      },
    ] as const;
    for (const { request, status, body } of refusals) {
      const response = await t.app.inject({
        method: request.method,
        url: request.url,
        ...('payload' in request
          ? { payload: request.payload, headers: { 'content-type': 'application/json' } }
          : {}),
      });
      expect(response, request.url).toHaveStatus(status);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.json()).toEqual({ success: false, ...body });
    }
  });

  it('explains schema errors in Portuguese', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/analytics/pageviews',
      payload: { path: 123 },
    });
    expect(response).toHaveStatus(400);
    const body = response.json();
    expect(body.errors.path[0]).toBe('Entrada inválida: esperava um texto, recebeu um número');
  });
});
