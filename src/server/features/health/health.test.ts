import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/api-harness.ts';

describe('GET /healthz', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers ok when the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response).toHaveStatus(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('carries a request id back to the caller', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'req-12345678' },
    });
    expect(response.headers['x-request-id']).toBe('req-12345678');
    const generated = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 503 when the database is gone', async () => {
    const other = await createTestApp();
    await other.app.db.destroy();
    const response = await other.app.inject({ method: 'GET', url: '/healthz' });
    expect(response).toHaveStatus(503);
    expect(response.json()).toEqual({ status: 'unavailable', database: 'unavailable' });
    // The pool is already gone; closing the app again must still drop the test database.
    await other.close().catch(() => undefined);
  });
});
