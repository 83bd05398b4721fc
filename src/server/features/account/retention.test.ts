import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDatabaseUrl } from '#tests/api-harness.ts';
import { createUser, createVoyage } from '#tests/factories.ts';
import { accountTestEnv } from '#tests/sign-in.ts';
import { applyRetentionRules, type RetentionResult } from './retention.service.ts';

const DAY_MS = 86_400_000;
const NOW = new Date('2027-08-15T12:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS).toISOString();

describe('retention of personal data, as a job every instance runs (README "Operating")', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp({ env: accountTestEnv });
    second = await createTestApp({ env: accountTestEnv, sameDatabaseAs: first });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('deletes exactly what is past its time, once across two instances', async () => {
    const db = first.app.db;
    const voyage = await createVoyage(db);
    const verified = await createUser(db, { created_at: daysAgo(400) });
    const staleUnverified = await createUser(db, { email_verified_at: null, created_at: daysAgo(31) });
    const freshUnverified = await createUser(db, { email_verified_at: null, created_at: daysAgo(29) });
    const signIn = (userId: number, createdAt: string) => ({
      user_id: userId,
      method: 'password' as const,
      outcome: 'success' as const,
      ip_address: '198.51.100.4',
      user_agent: null,
      created_at: createdAt,
    });
    await db
      .insertInto('sign_in_records')
      .values([
        signIn(verified.id, '2027-02-15T11:59:59.000Z'), // six months and a second: deleted
        signIn(verified.id, '2027-02-15T12:00:01.000Z'), // a second short of six months: kept
        signIn(verified.id, daysAgo(1)),
      ])
      .execute();
    const event = (occurredAt: string, boarding: number) => ({
      user_id: verified.id,
      voyage_id: voyage.id,
      kind: 'start' as const,
      boarding,
      occurred_at: occurredAt,
    });
    await db
      .insertInto('voyage_events')
      .values([event('2026-07-15T11:59:59.000Z', 1), event('2026-07-15T12:00:01.000Z', 2)])
      .execute();

    // Together on PostgreSQL. Two SQLite connections in one process cannot both write (the busy
    // wait blocks the only thread), so there they take turns, as two processes would.
    const run = (instance: TestApp) => applyRetentionRules(instance.app.db, NOW);
    const results = testDatabaseUrl()
      ? await Promise.all([run(first), run(second)])
      : [await run(first), await run(second)];
    const total = (key: keyof RetentionResult) => results.reduce((sum, result) => sum + result[key], 0);
    expect(total('signInRecordsDeleted')).toBe(1);
    expect(total('voyageEventsDetached')).toBe(1);
    expect(total('neverVerifiedAccountsDeleted')).toBe(1);

    const records = await db
      .selectFrom('sign_in_records')
      .select('created_at')
      .where('user_id', '=', verified.id)
      .orderBy('created_at')
      .execute();
    expect(records.map((row) => new Date(row.created_at).toISOString())).toEqual([
      '2027-02-15T12:00:01.000Z',
      daysAgo(1),
    ]);
    const events = await db
      .selectFrom('voyage_events')
      .select(['user_id', 'boarding'])
      .where('voyage_id', '=', voyage.id)
      .orderBy('boarding')
      .execute();
    expect(events).toEqual([
      { user_id: null, boarding: 1 },
      { user_id: verified.id, boarding: 2 },
    ]);
    const accounts = await db
      .selectFrom('users')
      .select(['id', 'email', 'deleted_at'])
      .where('id', 'in', [verified.id, staleUnverified.id, freshUnverified.id])
      .orderBy('id')
      .execute();
    expect(accounts.map((row) => [row.id, row.deleted_at !== null])).toEqual([
      [verified.id, false],
      [staleUnverified.id, true],
      [freshUnverified.id, false],
    ]);
    expect(accounts[1]?.email).not.toBe(staleUnverified.email);

    // A later run finds nothing more to do.
    expect(await applyRetentionRules(second.app.db, NOW)).toEqual({
      signInRecordsDeleted: 0,
      neverVerifiedAccountsDeleted: 0,
      voyageEventsDetached: 0,
    });
  });
});

describe('sign-in records of every method (docs/architecture/account.md)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: accountTestEnv });
  });
  afterAll(() => t.close());

  it('keeps the sign-in records of every method six months', async () => {
    const user = await createUser(t.app.db);
    const now = new Date('2031-06-15T12:00:00.000Z');
    const record = (method: 'password' | 'google' | 'facebook', createdAt: string) => ({
      user_id: user.id,
      method,
      outcome: 'success' as const,
      ip_address: '192.0.2.44',
      user_agent: null,
      created_at: createdAt,
    });
    await t.app.db
      .insertInto('sign_in_records')
      .values([
        record('password', '2030-12-15T11:59:59.000Z'),
        record('google', '2030-12-15T11:00:00.000Z'),
        record('facebook', '2030-12-01T00:00:00.000Z'),
        record('google', '2030-12-15T12:00:01.000Z'),
        record('facebook', '2031-06-01T00:00:00.000Z'),
      ])
      .execute();
    await applyRetentionRules(t.app.db, now);
    const kept = await t.app.db
      .selectFrom('sign_in_records')
      .select(['method', 'created_at'])
      .where('ip_address', '=', '192.0.2.44')
      .orderBy('created_at')
      .execute();
    expect(kept.map((row) => [row.method, new Date(row.created_at).toISOString()])).toEqual([
      ['google', '2030-12-15T12:00:01.000Z'],
      ['facebook', '2031-06-01T00:00:00.000Z'],
    ]);
  });
});
