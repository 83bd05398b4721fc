import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/api-harness.ts';
import { createUser } from '#tests/factories.ts';
import { accountTestEnv, authHeadersFor } from '#tests/sign-in.ts';

const eventsUrl = '/api/v1/analytics/sales-events';
const variantsUrl = '/api/v1/analytics/sales-variants';

describe('the sales pages experiment', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: accountTestEnv });
  });
  afterAll(() => t.close());

  const record = (variant: string, kind: string, visitorId: string, source?: string) =>
    t.app.inject({
      method: 'POST',
      url: eventsUrl,
      payload: { variant, kind, visitorId, ...(source === undefined ? {} : { source }) },
    });

  const zeros = { exposures: 0, clicks: 0, ctr: 0, unique_visitors: 0, unique_clickers: 0, unique_ctr: 0 };

  it('records exposures and clicks, then reports them per variant to staff: assigned visitors compared, direct arrivals apart', async () => {
    for (const [variant, kind, visitor, source] of [
      ['001', 'exposure', 'visitante-aaaa', 'assigned'],
      ['001', 'exposure', 'visitante-aaaa', 'assigned'],
      ['001', 'exposure', 'visitante-bbbb', 'assigned'],
      ['001', 'cta_click', 'visitante-aaaa', 'assigned'],
      ['002', 'exposure', 'visitante-cccc', 'assigned'],
      ['002', 'cta_click', 'visitante-cccc', 'assigned'],
      ['002', 'cta_click', 'visitante-cccc', 'assigned'],
      // Straight to 001 (the reader's ad): seen and clicked, but not part of the draw.
      ['001', 'exposure', 'visitante-dddd', 'direct'],
      ['001', 'exposure', 'visitante-eeee', 'direct'],
      ['001', 'cta_click', 'visitante-dddd', 'direct'],
      // A page built before the source existed says nothing: a direct arrival.
      ['003', 'exposure', 'visitante-ffff', undefined],
    ] as const) {
      const response = await record(variant, kind, visitor, source);
      expect(response).toHaveStatus(201);
      expect(response.json()).toEqual({ success: true });
    }
    const stored = await t.app.db
      .selectFrom('sales_events')
      .select(['source'])
      .where('visitor_id', '=', 'visitante-ffff')
      .execute();
    expect(stored).toEqual([{ source: 'direct' }]);

    const admin = await createUser(t.app.db, { role: '1' });
    const response = await t.app.inject({ url: variantsUrl, headers: await authHeadersFor(t.app, admin) });
    expect(response).toHaveStatus(200);
    expect(response.json()).toEqual({
      success: true,
      data: [
        {
          variant: '001',
          exposures: 3,
          clicks: 1,
          ctr: 0.3333,
          unique_visitors: 2,
          unique_clickers: 1,
          unique_ctr: 0.5,
          direct: {
            exposures: 2,
            clicks: 1,
            ctr: 0.5,
            unique_visitors: 2,
            unique_clickers: 1,
            unique_ctr: 0.5,
          },
        },
        {
          variant: '002',
          exposures: 1,
          clicks: 2,
          ctr: 2,
          unique_visitors: 1,
          unique_clickers: 1,
          unique_ctr: 1,
          direct: zeros,
        },
        {
          variant: '003',
          ...zeros,
          direct: { ...zeros, exposures: 1, unique_visitors: 1 },
        },
      ],
    });
  });

  it('counts events recorded before arrivals were told apart as direct', async () => {
    // As the migration leaves them: no source given, so the column's default.
    await t.app.db
      .insertInto('sales_events')
      .values({
        variant: '002',
        kind: 'exposure',
        visitor_id: 'visitante-antigo',
        created_at: new Date().toISOString(),
      })
      .execute();
    const [row] = await t.app.db
      .selectFrom('sales_events')
      .select('source')
      .where('visitor_id', '=', 'visitante-antigo')
      .execute();
    expect(row).toEqual({ source: 'direct' });
  });

  it('shows the numbers to staff only', async () => {
    expect(await t.app.inject({ url: variantsUrl })).toHaveStatus(401);
    const traveller = await createUser(t.app.db);
    const response = await t.app.inject({
      url: variantsUrl,
      headers: await authHeadersFor(t.app, traveller),
    });
    expect(response).toHaveStatus(403);
    expect(response.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
  });

  it.each([
    ['an unknown variant', { variant: '004', kind: 'exposure', visitorId: 'visitante-aaaa' }, 'variant'],
    ['an unknown kind', { variant: '001', kind: 'purchase', visitorId: 'visitante-aaaa' }, 'kind'],
    ['no visitor', { variant: '001', kind: 'exposure' }, 'visitorId'],
    ['a malformed visitor', { variant: '001', kind: 'exposure', visitorId: 'x y' }, 'visitorId'],
    [
      'an unknown source',
      { variant: '001', kind: 'exposure', visitorId: 'visitante-aaaa', source: 'ad' },
      'source',
    ],
    ['an unknown field', { variant: '001', kind: 'exposure', visitorId: 'visitante-aaaa', price: 1 }, '_'],
  ])('refuses %s with 400 naming the field', async (_label, payload, field) => {
    const response = await t.app.inject({ method: 'POST', url: eventsUrl, payload });
    expect(response).toHaveStatus(400);
    const body = response.json();
    expect(body).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    if (field !== '_') expect(Object.keys(body.errors)).toContain(field);
  });
});
