/**
 * The voyage funnel's events (docs/architecture/admin.md) on SQLite and PostgreSQL: written when a traveller
 * opens the detail page, starts, passes 50% and completes — once per boarding — and kept when the
 * traveller boards again, so past completions stay in the numbers. The migration carries the
 * boardings' state over as events.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as voyageEventsMigration from '#server/db/migrations/2026-11-25T0900_voyage_events.ts';
import { saoPauloDay } from '#shared/sao-paulo-day.ts';
import { createTestApp, type TestApp } from '#tests/api-harness.ts';
import { createUser, createVoyage } from '#tests/factories.ts';
import { accountTestEnv, authHeadersFor } from '#tests/sign-in.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: accountTestEnv });
});
afterAll(() => t.close());

async function eventsOf(voyageId: number) {
  return t.app.db
    .selectFrom('voyage_events')
    .select(['kind', 'boarding'])
    .where('voyage_id', '=', voyageId)
    .orderBy('id')
    .execute();
}

describe('voyage events', () => {
  it('records each step once per boarding and keeps completions through a re-boarding', async () => {
    const adminHeaders = await authHeadersFor(t.app, await createUser(t.app.db, { role: '1' }));
    const funnel = async () => {
      const today = saoPauloDay();
      const report = await t.app.inject({
        url: '/api/v1/admin/analytics',
        query: { from: today, to: today },
        headers: adminHeaders,
      });
      return report.json().data.voyage_funnel;
    };
    const overview = async () =>
      (await t.app.inject({ url: '/api/v1/admin/overview', headers: adminHeaders })).json().data;
    const before = { funnel: await funnel(), overview: await overview() };

    const traveller = await createUser(t.app.db);
    const headers = await authHeadersFor(t.app, traveller);
    const voyage = await createVoyage(t.app.db);
    const call = (method: 'POST' | 'PUT', action: string, payload?: object) =>
      t.app.inject({ method, url: `/api/v1/voyages/${voyage.id}/${action}`, headers, payload });
    const progress = (value: number, completed = false) =>
      call('PUT', 'change/progress', { progress: value, is_completed: completed });

    await call('POST', 'views');
    await call('POST', 'start');
    await call('POST', 'start'); // already started: no new boarding
    await progress(40);
    await progress(60);
    await progress(70); // still the same halfway
    await progress(100, true);
    await progress(100, true); // completing twice is harmless
    await call('POST', 'views');
    const reboarded = await call('POST', 'start');
    expect(reboarded.json().data).toMatchObject({ reboarded: true, progress: 0, is_completed: false });
    await progress(55);

    expect(await eventsOf(voyage.id)).toEqual([
      { kind: 'detail_view', boarding: null },
      { kind: 'start', boarding: 1 },
      { kind: 'halfway', boarding: 1 },
      { kind: 'complete', boarding: 1 },
      { kind: 'detail_view', boarding: null },
      { kind: 'start', boarding: 2 },
      { kind: 'halfway', boarding: 2 },
    ]);
    const after = { funnel: await funnel(), overview: await overview() };
    expect(after.funnel).toEqual({
      detail_views: before.funnel.detail_views + 2,
      starts: before.funnel.starts + 2,
      halfway: before.funnel.halfway + 2,
      completed: before.funnel.completed + 1,
    });
    // The boarding now reads 55%, but the completion happened and still counts.
    expect(after.overview.completed_voyages).toBe(before.overview.completed_voyages + 1);
    expect(after.overview.started_voyages).toBe(before.overview.started_voyages + 2);
  });

  it('writes nothing when the step fails: a paid start without passagens leaves no event', async () => {
    const traveller = await createUser(t.app.db, { coins: 0 });
    const voyage = await createVoyage(t.app.db, { cost: 5 });
    const start = await t.app.inject({
      method: 'POST',
      url: `/api/v1/voyages/${voyage.id}/start`,
      headers: await authHeadersFor(t.app, traveller),
    });
    expect(start).toHaveStatus(409);
    expect(await eventsOf(voyage.id)).toEqual([]);
  });

  it('carries the boardings over when the table is created', async () => {
    const own = await createTestApp({ env: accountTestEnv });
    try {
      const db = own.app.db;
      const traveller = await createUser(db);
      const [reading, completed, reboarded] = await Promise.all([
        createVoyage(db),
        createVoyage(db),
        createVoyage(db),
      ]);
      const boarding = (voyageId: number, columns: object) =>
        db
          .insertInto('traveller_voyages')
          .values({
            user_id: traveller.id,
            voyage_id: voyageId,
            started_at: '2026-03-01T10:00:00.000Z',
            updated_at: '2026-03-02T10:00:00.000Z',
            ...columns,
          })
          .execute();
      await boarding(reading.id, { progress: 60 });
      await boarding(completed.id, {
        progress: 100,
        is_completed: true,
        completions: 1,
        completed_at: '2026-03-03T10:00:00.000Z',
      });
      // Completed once, then boarded again and read to 20%.
      await boarding(reboarded.id, { progress: 20, completions: 1, boardings: 2 });

      await db.schema.dropTable('voyage_events').execute();
      await voyageEventsMigration.up(db);

      const events = await db
        .selectFrom('voyage_events')
        .select(['voyage_id', 'kind', 'boarding', 'occurred_at'])
        .execute();
      // Compared in one order on both sides: the voyages' ids need not follow their creation.
      const inOrder = (rows: unknown[][]) => rows.map((row) => JSON.stringify(row)).sort();
      expect(
        inOrder(
          events.map((event) => [
            event.voyage_id,
            event.kind,
            event.boarding,
            new Date(event.occurred_at).toISOString(),
          ]),
        ),
      ).toEqual(
        inOrder([
          [reading.id, 'halfway', 1, '2026-03-02T10:00:00.000Z'],
          [reading.id, 'start', 1, '2026-03-01T10:00:00.000Z'],
          [completed.id, 'complete', 1, '2026-03-03T10:00:00.000Z'],
          [completed.id, 'halfway', 1, '2026-03-03T10:00:00.000Z'],
          [completed.id, 'start', 1, '2026-03-01T10:00:00.000Z'],
          [reboarded.id, 'complete', 1, '2026-03-01T10:00:00.000Z'],
          [reboarded.id, 'halfway', 1, '2026-03-01T10:00:00.000Z'],
          [reboarded.id, 'start', 2, '2026-03-01T10:00:00.000Z'],
        ]),
      );
    } finally {
      await own.close();
    }
  });
});
