/**
 * Messages between travellers and the team (docs/architecture/admin.md), on SQLite and PostgreSQL: writing,
 * reading, replies, unread state and order, privacy between travellers, validation and the limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONVERSATIONS_PER_HOUR } from '#shared/schemas/messages.ts';
import { createTestApp, type TestApp } from '#tests/api-harness.ts';
import { createUser } from '#tests/factories.ts';
import { accountTestEnv, authHeadersFor } from '#tests/sign-in.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: accountTestEnv });
});
afterAll(() => t.close());

const write = (headers: Record<string, string>, subject: string, message: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/messages/conversations',
    headers,
    payload: { subject, message },
  });

describe('messages', () => {
  it('a traveller writes, the team reads and replies, the traveller sees the reply', async () => {
    const traveller = await createUser(t.app.db, { name: 'Iracema do Xingu' });
    const travellerHeaders = await authHeadersFor(t.app, traveller);
    const adminUser = await createUser(t.app.db, { role: '1', name: 'Comandante Paulo' });
    const team = await authHeadersFor(t.app, adminUser);

    const started = await write(
      travellerHeaders,
      'Passagem não apareceu',
      'Comprei o pacote e o saldo não mudou.',
    );
    expect(started).toHaveStatus(201);
    const conversation = started.json().data;
    expect(conversation).toMatchObject({
      subject: 'Passagem não apareceu',
      traveller_name: 'Iracema do Xingu',
    });
    expect(conversation.messages).toHaveLength(1);

    // Unread for the team, first in its list.
    const teamList = (await t.app.inject({ url: '/api/v1/admin/conversations', headers: team })).json().data;
    expect(teamList[0]).toMatchObject({ id: conversation.id, unread: true });

    const opened = await t.app.inject({
      url: `/api/v1/admin/conversations/${conversation.id}`,
      headers: team,
    });
    expect(opened.json().data.unread).toBe(false);
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/conversations/${conversation.id}/replies`,
      headers: team,
      payload: { message: 'Conferimos: o pagamento caiu agora e as passagens já estão no saldo.' },
    });
    expect(reply).toHaveStatus(200);

    // The traveller has it unread, then reads it.
    const mine = (
      await t.app.inject({ url: '/api/v1/messages/conversations', headers: travellerHeaders })
    ).json().data;
    expect(mine).toEqual([expect.objectContaining({ id: conversation.id, unread: true })]);
    const thread = (
      await t.app.inject({
        url: `/api/v1/messages/conversations/${conversation.id}`,
        headers: travellerHeaders,
      })
    ).json().data;
    expect(
      thread.messages.map((message: { from_team: boolean; author_name: string }) => [
        message.from_team,
        message.author_name,
      ]),
    ).toEqual([
      [false, 'Iracema do Xingu'],
      [true, 'Comandante Paulo'],
    ]);
    const again = (
      await t.app.inject({ url: '/api/v1/messages/conversations', headers: travellerHeaders })
    ).json().data;
    expect(again[0].unread).toBe(false);

    // The reply is in the audit log.
    const audit = (
      await t.app.inject({ url: '/api/v1/admin/audit-log?entity=conversation', headers: team })
    ).json().data;
    expect(audit[0]).toMatchObject({
      action: 'message.reply',
      entity_id: conversation.id,
      actor_name: 'Comandante Paulo',
    });
  });

  it('keeps each traveller to their own conversations', async () => {
    const owner = await authHeadersFor(t.app, await createUser(t.app.db));
    const stranger = await authHeadersFor(t.app, await createUser(t.app.db));
    const { id } = (await write(owner, 'Assunto meu', 'Uma mensagem só minha.')).json().data;
    expect(
      await t.app.inject({ url: `/api/v1/messages/conversations/${id}`, headers: stranger }),
    ).toHaveStatus(404);
    const intrude = await t.app.inject({
      method: 'POST',
      url: `/api/v1/messages/conversations/${id}/messages`,
      headers: stranger,
      payload: { message: 'Tentando entrar na conversa.' },
    });
    expect(intrude).toHaveStatus(404);
    expect(
      (await t.app.inject({ url: '/api/v1/messages/conversations', headers: stranger })).json().data,
    ).toEqual([]);
    expect(await t.app.inject({ url: '/api/v1/admin/conversations', headers: owner })).toHaveStatus(403);
    expect(await t.app.inject({ url: '/api/v1/messages/conversations' })).toHaveStatus(401);
  });

  it('says what is wrong with a message, in Portuguese, and limits floods', async () => {
    const headers = await authHeadersFor(t.app, await createUser(t.app.db));
    for (const [subject, message, expected] of [
      ['', 'Uma mensagem qualquer.', 'Informe o assunto.'],
      ['Assunto', 'curta', 'Escreva pelo menos 10 caracteres.'],
      ['Assunto', 'x'.repeat(4001), 'A mensagem pode ter até 4000 caracteres.'],
    ] as const) {
      const response = await write(headers, subject, message);
      expect(response).toHaveStatus(422);
      expect(response.json().message).toBe(expected);
    }
    for (let index = 0; index < CONVERSATIONS_PER_HOUR; index += 1) {
      expect(await write(headers, `Assunto ${index}`, 'Mensagem de teste número um.')).toHaveStatus(201);
    }
    expect(await write(headers, 'Mais um', 'Mensagem de teste número dois.')).toHaveStatus(429);
  });
});
