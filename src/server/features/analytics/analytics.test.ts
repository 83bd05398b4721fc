import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/api-harness.ts';
import { countPageViews } from './page-view.repository.ts';

const url = '/api/v1/analytics/pageviews';

describe('POST /api/v1/analytics/pageviews', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('stores a page view', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url,
      payload: { path: '/sobre', referrer: 'https://busca.example/', visitorId: 'visitante_123' },
    });
    expect(response).toHaveStatus(201);
    expect(response.json()).toEqual({ success: true });
    expect(await countPageViews(t.app.db, '/sobre')).toBe(1);
  });

  it('accepts a view with no referrer or visitor', async () => {
    const response = await t.app.inject({ method: 'POST', url, payload: { path: '/' } });
    expect(response).toHaveStatus(201);
  });

  it.each([
    ['a missing path', {}, 'path'],
    ['a path that is not a path', { path: 'https://evil.example' }, 'path'],
    ['a path too long', { path: `/${'a'.repeat(3000)}` }, 'path'],
    ['a malformed visitor id', { path: '/', visitorId: 'x y' }, 'visitorId'],
    ['an unknown field', { path: '/', admin: true }, '_'],
  ])('refuses %s with 400 naming the field', async (_label, payload, field) => {
    const before = await countPageViews(t.app.db);
    const response = await t.app.inject({ method: 'POST', url, payload });
    expect(response).toHaveStatus(400);
    const body = response.json();
    expect(body).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    if (field !== '_') expect(Object.keys(body.errors)).toContain(field);
    expect(await countPageViews(t.app.db)).toBe(before);
  });

  it('refuses malformed JSON with 400, not 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: '{"path":',
    });
    expect(response).toHaveStatus(400);
    expect(response.json()).toMatchObject({ success: false, code: 'INVALID_JSON' });
  });
});
