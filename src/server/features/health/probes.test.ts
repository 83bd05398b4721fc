/** A deployment's probes (docs/architecture/operations.md): /livez, /readyz, and readiness failing while draining. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '#shared/paths.ts';
import { createTestApp, type TestApp } from '#tests/api-harness.ts';

describe('GET /livez and GET /readyz', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('says the process answers, and that it is ready while the database answers', async () => {
    const live = await t.app.inject({ method: 'GET', url: apiPaths.liveness });
    expect(live).toHaveStatus(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: apiPaths.readiness });
    expect(ready).toHaveStatus(200);
    expect(ready.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(ready.headers.connection).not.toBe('close');
  });

  it('fails readiness once draining, while every other request is still answered', async () => {
    expect(t.app.draining).toBe(false);
    t.app.startDraining();
    expect(t.app.draining).toBe(true);

    const ready = await t.app.inject({ method: 'GET', url: apiPaths.readiness });
    expect(ready).toHaveStatus(503);
    expect(ready.json()).toEqual({ status: 'draining', database: 'ok' });
    expect(ready.headers['retry-after']).toBe('5');

    expect(await t.app.inject({ method: 'GET', url: apiPaths.liveness })).toHaveStatus(200);
    expect(await t.app.inject({ method: 'GET', url: apiPaths.health })).toHaveStatus(200);
    const served = await t.app.inject({ method: 'GET', url: apiPaths.highlightedVoyages });
    expect(served).toHaveStatus(200);
    // Keep-alive clients (the proxy) open their next connection elsewhere.
    expect(served.headers.connection).toBe('close');
  });

  it('is listed in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/livez', '/readyz', '/healthz']));
  });
});
