import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '#server/app.ts';
import { createTestApp, type TestApp } from '#tests/api-harness.ts';
import { createUser, createVoyage } from '#tests/factories.ts';
import { accountTestEnv, authHeadersFor } from '#tests/sign-in.ts';

type Headers = Record<string, string>;

const start = (app: App, headers: Headers, id: number | string) =>
  app.inject({ method: 'POST', url: `/api/v1/voyages/${id}/start`, headers });

const saveProgress = (app: App, headers: Headers, id: number | string, payload: unknown) =>
  app.inject({
    method: 'PUT',
    url: `/api/v1/voyages/${id}/change/progress`,
    headers,
    payload: payload as object,
  });

async function balanceOf(app: App, userId: number) {
  const row = await app.db
    .selectFrom('users')
    .select('coins')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.coins;
}

async function ledgerOf(app: App, userId: number) {
  return app.db.selectFrom('coin_ledger').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

/** The invariant of docs/architecture/voyages.md: balance = sum of the ledger, never negative. */
async function expectLedgerMatchesBalance(app: App, userId: number) {
  const ledger = await ledgerOf(app, userId);
  const balance = await balanceOf(app, userId);
  expect(ledger.reduce((sum, row) => sum + row.amount, 0)).toBe(balance);
  expect(balance).toBeGreaterThanOrEqual(0);
  expect(ledger.at(-1)?.balance_after ?? 0).toBe(balance);
}

describe('starting a voyage', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: accountTestEnv });
  });
  afterAll(() => t.close());

  it('starts a free voyage without touching the balance', async () => {
    const voyage = await createVoyage(t.app.db);
    const user = await createUser(t.app.db, { coins: 2 });
    const headers = await authHeadersFor(t.app, user);
    const response = await start(t.app, headers, voyage.id);
    expect(response).toHaveStatus(200);
    expect(response.json()).toEqual({
      success: true,
      data: {
        voyage_id: String(voyage.id),
        is_started: true,
        is_completed: false,
        progress: 0,
        charged: 0,
        balance: 2,
        already_started: false,
        reboarded: false,
      },
    });
    expect(await ledgerOf(t.app, user.id)).toHaveLength(1);
  });

  it('charges a paid voyage once: balance, ledger row and started row together', async () => {
    const voyage = await createVoyage(t.app.db, { cost: 2 });
    const user = await createUser(t.app.db, { coins: 5 });
    const headers = await authHeadersFor(t.app, user);

    const first = (await start(t.app, headers, voyage.slug)).json().data;
    expect(first).toMatchObject({ charged: 2, balance: 3, already_started: false });
    const again = (await start(t.app, headers, voyage.id)).json().data;
    expect(again).toMatchObject({ charged: 0, balance: 3, already_started: true, reboarded: false });

    const ledger = await ledgerOf(t.app, user.id);
    expect(
      ledger.map(({ amount, kind, reason, voyage_id }) => ({ amount, kind, reason, voyage_id })),
    ).toEqual([
      { amount: 5, kind: 'admin', reason: 'opening_balance', voyage_id: null },
      { amount: -2, kind: 'spend', reason: 'voyage_start', voyage_id: voyage.id },
    ]);
    await expectLedgerMatchesBalance(t.app, user.id);
  });

  it("refuses with 'Passagens insuficientes' and changes nothing", async () => {
    const voyage = await createVoyage(t.app.db, { cost: 3 });
    const user = await createUser(t.app.db, { coins: 2 });
    const headers = await authHeadersFor(t.app, user);
    const response = await start(t.app, headers, voyage.id);
    expect(response).toHaveStatus(409);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'INSUFFICIENT_PASSAGENS',
      message: 'Passagens insuficientes',
    });
    expect(await balanceOf(t.app, user.id)).toBe(2);
    expect(await ledgerOf(t.app, user.id)).toHaveLength(1);
    const boarding = await t.app.db
      .selectFrom('traveller_voyages')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    expect(boarding).toBeUndefined();
    const content = (await t.app.inject({ url: `/api/v1/voyages/content/${voyage.id}`, headers })).json()
      .data;
    expect(content).toMatchObject({ is_started: false, paragraphs: [] });
  });

  it('answers 404 for an unknown voyage and 401 without a session', async () => {
    const user = await createUser(t.app.db);
    const headers = await authHeadersFor(t.app, user);
    const missing = await start(t.app, headers, 'nao-existe');
    expect(missing).toHaveStatus(404);
    expect(missing.json().message).toBe('Viagem não encontrada');
    expect(await start(t.app, {}, 1)).toHaveStatus(401);
  });

  it('re-boards a completed voyage without charge; its content answers 410 until then', async () => {
    const voyage = await createVoyage(t.app.db, { cost: 1 });
    const user = await createUser(t.app.db, { coins: 1 });
    const headers = await authHeadersFor(t.app, user);
    expect((await start(t.app, headers, voyage.id)).json().data.charged).toBe(1);
    const done = await saveProgress(t.app, headers, voyage.id, { progress: 100, is_completed: true });
    expect(done.json().data).toMatchObject({ is_completed: true, progress: 100 });

    const gone = await t.app.inject({ url: `/api/v1/voyages/content/${voyage.id}`, headers });
    expect(gone).toHaveStatus(410);
    expect(gone.json()).toMatchObject({
      code: 'VOYAGE_COMPLETED',
      message: expect.stringContaining('já concluída'),
    });

    const reboarded = (await start(t.app, headers, voyage.id)).json().data;
    expect(reboarded).toMatchObject({
      charged: 0,
      balance: 0,
      reboarded: true,
      is_completed: false,
      progress: 0,
    });
    const content = await t.app.inject({ url: `/api/v1/voyages/content/${voyage.id}`, headers });
    expect(content).toHaveStatus(200);
    expect(content.json().data).toMatchObject({ is_started: true, is_completed: false, progress: 0 });
    await expectLedgerMatchesBalance(t.app, user.id);
  });

  it('20 concurrent starts at five paid voyages with passagens for two: exactly two start', async () => {
    const voyages = await Promise.all(
      Array.from({ length: 5 }, (_, index) => createVoyage(t.app.db, { cost: 2, slug: `corrida-${index}` })),
    );
    const user = await createUser(t.app.db, { coins: 4 });
    const headers = await authHeadersFor(t.app, user);

    const ids = voyages.map((voyage) => voyage.id);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) => start(t.app, headers, ids[index % ids.length] ?? 0)),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    const charged = responses.filter(
      (response) => response.statusCode === 200 && response.json().data.charged > 0,
    );
    expect(charged).toHaveLength(2);

    expect(await balanceOf(t.app, user.id)).toBe(0);
    const spends = (await ledgerOf(t.app, user.id)).filter((row) => row.kind === 'spend');
    expect(spends).toHaveLength(2);
    expect(new Set(spends.map((row) => row.voyage_id)).size).toBe(2);
    const started = await t.app.db
      .selectFrom('traveller_voyages')
      .select('voyage_id')
      .where('user_id', '=', user.id)
      .execute();
    expect(started).toHaveLength(2);
    expect(new Set(started.map((row) => row.voyage_id))).toEqual(new Set(spends.map((row) => row.voyage_id)));
    await expectLedgerMatchesBalance(t.app, user.id);
  });

  it('concurrent starts of one paid voyage charge it once', async () => {
    const voyage = await createVoyage(t.app.db, { cost: 3 });
    const user = await createUser(t.app.db, { coins: 10 });
    const headers = await authHeadersFor(t.app, user);
    const responses = await Promise.all(Array.from({ length: 8 }, () => start(t.app, headers, voyage.id)));
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    expect(responses.map((response) => response.json().data.charged).sort()).toEqual([
      0, 0, 0, 0, 0, 0, 0, 3,
    ]);
    expect(await balanceOf(t.app, user.id)).toBe(7);
    await expectLedgerMatchesBalance(t.app, user.id);
  });
});

describe('saving progress', () => {
  let t: TestApp;
  let headers: Headers;
  let userId: number;
  beforeAll(async () => {
    t = await createTestApp({ env: accountTestEnv });
    const user = await createUser(t.app.db);
    userId = user.id;
    headers = await authHeadersFor(t.app, user);
  });
  afterAll(() => t.close());

  it('answers 409 for a voyage not started and 404 for an unknown one', async () => {
    const voyage = await createVoyage(t.app.db);
    const response = await saveProgress(t.app, headers, voyage.id, { progress: 10, is_completed: false });
    expect(response).toHaveStatus(409);
    expect(response.json()).toMatchObject({ code: 'VOYAGE_NOT_STARTED' });
    const missing = await saveProgress(t.app, headers, 'nao-existe', { progress: 10, is_completed: false });
    expect(missing).toHaveStatus(404);
    expect(await saveProgress(t.app, {}, voyage.id, { progress: 10 })).toHaveStatus(401);
  });

  it('refuses bad values with 422 and the field', async () => {
    const voyage = await createVoyage(t.app.db);
    await start(t.app, headers, voyage.id);
    for (const payload of [
      { progress: -1 },
      { progress: 101 },
      { progress: 12.5 },
      { progress: '50' },
      {},
      { progress: 40, is_completed: 'sim' },
      { progress: 60, is_completed: true },
    ]) {
      const response = await saveProgress(t.app, headers, voyage.id, payload);
      expect(response, JSON.stringify(payload)).toHaveStatus(422);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      expect(Object.keys(response.json().errors ?? {}).length).toBeGreaterThan(0);
    }
  });

  it('only goes up, completes with a date, and counts in get-info', async () => {
    const voyage = await createVoyage(t.app.db);
    await start(t.app, headers, voyage.id);
    const put = async (payload: object) =>
      (await saveProgress(t.app, headers, voyage.id, payload)).json().data;

    expect(await put({ progress: 40 })).toMatchObject({
      progress: 40,
      is_completed: false,
      completed_at: null,
    });
    expect(await put({ progress: 20, is_completed: false })).toMatchObject({ progress: 40 });
    expect(await put({ progress: 70 })).toMatchObject({ progress: 70 });
    const before = Date.now();
    const done = await put({ progress: 100, is_completed: true });
    expect(done).toMatchObject({ progress: 100, is_completed: true });
    expect(Date.parse(done.completed_at)).toBeGreaterThanOrEqual(before - 1000);
    // Completed stays completed.
    expect(await put({ progress: 10 })).toMatchObject({ progress: 100, is_completed: true });

    const info = (await t.app.inject({ url: '/api/v1/user/get-info', headers })).json().data;
    expect(info.completedVoyages).toBe(1);
    const episode = (await t.app.inject({ url: `/api/v1/voyages/get/episode/${voyage.id}`, headers })).json()
      .data;
    expect(episode).toMatchObject({ is_started: true, is_completed: true, progress: 100 });

    // Re-boarding resets progress but the voyage still counts as completed once.
    await start(t.app, headers, voyage.id);
    expect(await put({ progress: 30 })).toMatchObject({
      progress: 30,
      is_completed: false,
      completed_at: null,
    });
    const again = (await t.app.inject({ url: '/api/v1/user/get-info', headers })).json().data;
    expect(again.completedVoyages).toBe(1);
    expect(userId).toBeGreaterThan(0);
  });
});
