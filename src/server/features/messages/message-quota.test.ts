/**
 * The hourly message and conversation quotas under concurrent requests (docs/decisions/091), on
 * SQLite and PostgreSQL: 20 requests at once with N left of a quota create exactly N rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONVERSATIONS_PER_HOUR, MESSAGES_PER_HOUR } from '#shared/schemas/messages.ts';
import { createTestApp, type TestApp } from '#tests/api-harness.ts';
import { createUser } from '#tests/factories.ts';
import { accountTestEnv, authHeadersFor } from '#tests/sign-in.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: accountTestEnv });
});
afterAll(() => t.close());

const count = (codes: number[], code: number) => codes.filter((each) => each === code).length;

describe('the message quotas', () => {
  it('hold 20 racing messages to the N left of the hourly quota', async () => {
    const left = 5;
    const traveller = await createUser(t.app.db);
    const headers = await authHeadersFor(t.app, traveller);
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/v1/messages/conversations',
      headers,
      payload: { subject: 'Dúvida sobre a viagem', message: 'Primeira mensagem da conversa.' },
    });
    expect(started).toHaveStatus(201);
    const url = `/api/v1/messages/conversations/${started.json().data.id}/messages`;
    const send = (index: number) =>
      t.app.inject({ method: 'POST', url, headers, payload: { message: `Mensagem número ${index}.` } });
    // The conversation's first message counts too.
    for (let index = 1; index < MESSAGES_PER_HOUR - left; index += 1) {
      expect(await send(index)).toHaveStatus(200);
    }

    const codes = (await Promise.all(Array.from({ length: 20 }, (_, index) => send(100 + index)))).map(
      (answer) => answer.statusCode,
    );

    expect(count(codes, 200)).toBe(left);
    expect(count(codes, 429)).toBe(20 - left);
    const rows = await t.app.db
      .selectFrom('conversation_messages')
      .select('id')
      .where('author_id', '=', traveller.id)
      .execute();
    expect(rows).toHaveLength(MESSAGES_PER_HOUR);
  });

  it('hold 20 racing new conversations to the hourly quota', async () => {
    const traveller = await createUser(t.app.db);
    const headers = await authHeadersFor(t.app, traveller);
    const codes = (
      await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          t.app.inject({
            method: 'POST',
            url: '/api/v1/messages/conversations',
            headers,
            payload: { subject: `Assunto ${index}`, message: 'Mensagem de teste número um.' },
          }),
        ),
      )
    ).map((answer) => answer.statusCode);

    expect(count(codes, 201)).toBe(CONVERSATIONS_PER_HOUR);
    expect(count(codes, 429)).toBe(20 - CONVERSATIONS_PER_HOUR);
    const rows = await t.app.db
      .selectFrom('conversations')
      .select('id')
      .where('user_id', '=', traveller.id)
      .execute();
    expect(rows).toHaveLength(CONVERSATIONS_PER_HOUR);
  });
});
