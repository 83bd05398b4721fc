/**
 * The hourly invitation quota under concurrent requests (docs/decisions/091), on SQLite and
 * PostgreSQL: 20 requests at once with N left of the quota create exactly N invitations.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITATION_CREATE_PER_HOUR } from '#shared/constants.ts';
import { createTestApp, type TestApp } from '#tests/api-harness.ts';
import { createUser, createVoyage } from '#tests/factories.ts';
import { accountTestEnv, authHeadersFor } from '#tests/sign-in.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: accountTestEnv });
});
afterAll(() => t.close());

describe('the invitation quota', () => {
  it('holds when 20 requests race: exactly the N left are created', async () => {
    const left = 5;
    const voyage = await createVoyage(t.app.db);
    const inviter = await createUser(t.app.db);
    const headers = await authHeadersFor(t.app, inviter);
    const invite = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/invitations',
        headers,
        payload: { voyage_id: String(voyage.id), with_gift: true },
      });
    for (let index = 0; index < INVITATION_CREATE_PER_HOUR - left; index += 1) {
      expect(await invite()).toHaveStatus(201);
    }

    const answers = await Promise.all(Array.from({ length: 20 }, invite));

    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(left);
    expect(codes.filter((code) => code === 429)).toHaveLength(20 - left);
    const rows = await t.app.db
      .selectFrom('invitations')
      .select('id')
      .where('inviter_id', '=', inviter.id)
      .execute();
    expect(rows).toHaveLength(INVITATION_CREATE_PER_HOUR);
  });
});
