/**
 * Support that acknowledges at once (Decreto 7.962/2013, art. 4º; docs/architecture/legal.md), on
 * SQLite and PostgreSQL: every traveller's message gets a protocol number, answered and e-mailed at
 * once; the team's list puts open requests first, the longest waiting (overdue) at the top, with
 * the 5-day deadline; a reply closes the request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportProtocol } from '#shared/legal/support.ts';
import { createTestApp, type TestApp } from '#tests/api-harness.ts';
import { createUser } from '#tests/factories.ts';
import { waitForMail } from '#tests/outbox.ts';
import { accountTestEnv, authHeadersFor } from '#tests/sign-in.ts';

const DAY_MS = 86_400_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { ...accountTestEnv, PUBLIC_URL: 'https://rota.test' } });
});
afterAll(() => t.close());

const write = (headers: Record<string, string>, subject: string, message: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/messages/conversations',
    headers,
    payload: { subject, message },
  });

/** Moves a conversation's request back in time, as if it had waited `days`. */
async function waitingFor(conversationId: string, days: number) {
  const since = new Date(Date.now() - days * DAY_MS).toISOString();
  await t.app.db
    .updateTable('conversations')
    .set({ awaiting_team_since: since })
    .where('id', '=', Number(conversationId))
    .execute();
  return since;
}

describe('support requests', () => {
  it('gives every traveller message a protocol number, in the answer and by e-mail at once', async () => {
    const traveller = await createUser(t.app.db, {
      name: 'Jaci Tupinambá',
      email: 'jaci.protocolo@exemplo.com.br',
    });
    const headers = await authHeadersFor(t.app, traveller);
    const started = await write(
      headers,
      'Pix não confirmou',
      'Paguei por Pix há uma hora e o pedido segue pendente.',
    );
    expect(started, started.body).toHaveStatus(201);
    const conversation = started.json().data;
    const [first] = conversation.messages;
    expect(first.protocol).toBe(supportProtocol(first.id, first.created_at));
    expect(first.protocol).toMatch(/^RA-\d{8}-\d{6}$/);
    expect(conversation.awaiting_team_since).toBe(conversation.created_at);
    expect(Date.parse(conversation.answer_due_at) - Date.parse(conversation.created_at)).toBe(5 * DAY_MS);
    expect(conversation.overdue).toBe(false);

    const mail = await waitForMail(t.dataDir, { to: 'jaci.protocolo@exemplo.com.br' });
    expect(mail.subject).toBe(`Recebemos sua mensagem — protocolo ${first.protocol}`);
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain(`Protocolo: ${first.protocol}`);
      expect(body).toContain('Assunto: Pix não confirmou');
      expect(body).toMatch(/Respondemos em até 5 dias: até \d{1,2} de [a-zç]+ de \d{4}/);
    }
    expect(mail.text).toContain(
      `Ver a conversa: https://rota.test/admin/mensagem?conversa=${conversation.id}`,
    );

    // A second message gets its own protocol and e-mail; the request keeps waiting since the first.
    const more = await t.app.inject({
      method: 'POST',
      url: `/api/v1/messages/conversations/${conversation.id}/messages`,
      headers,
      payload: { message: 'Segue o comprovante: E2E123456789 do banco.' },
    });
    expect(more, more.body).toHaveStatus(200);
    const second = more.json().data.messages[1];
    expect(second.protocol).toBe(supportProtocol(second.id, second.created_at));
    expect(second.protocol).not.toBe(first.protocol);
    expect(more.json().data.awaiting_team_since).toBe(conversation.awaiting_team_since);
    const secondMail = await waitForMail(t.dataDir, {
      to: 'jaci.protocolo@exemplo.com.br',
      subject: `Recebemos sua mensagem — protocolo ${second.protocol}`,
    });
    expect(secondMail.text).toContain(`Protocolo: ${second.protocol}`);
  });

  it("lists the team's open requests first, overdue at the top, and a reply closes one", async () => {
    const team = await authHeadersFor(t.app, await createUser(t.app.db, { role: '1' }));
    const ids: Record<string, string> = {};
    for (const [name, days] of [
      ['recente', 1],
      ['atrasada', 7],
      ['no-prazo', 4],
      ['respondida', 9],
    ] as const) {
      const headers = await authHeadersFor(t.app, await createUser(t.app.db, { name: `Viajante ${name}` }));
      const id = (await write(headers, `Pedido ${name}`, 'Uma dúvida sobre a minha conta.')).json().data.id;
      ids[name] = id;
      await waitingFor(id, days);
    }
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/conversations/${ids.respondida}/replies`,
      headers: team,
      payload: { message: 'Respondido: a conta está em ordem.' },
    });
    expect(reply, reply.body).toHaveStatus(200);
    expect(reply.json().data).toMatchObject({
      awaiting_team_since: null,
      answer_due_at: null,
      overdue: false,
    });
    expect(reply.json().data.messages.at(-1).protocol).toBeNull();

    const list = (await t.app.inject({ url: '/api/v1/admin/conversations', headers: team })).json().data as {
      id: string;
      awaiting_team_since: string | null;
      overdue: boolean;
    }[];
    const mine = list.filter((item) => Object.values(ids).includes(item.id));
    expect(mine.map((item) => item.id)).toEqual([ids.atrasada, ids['no-prazo'], ids.recente, ids.respondida]);
    expect(mine.map((item) => item.overdue)).toEqual([true, false, false, false]);
    // Every open request of the whole list comes before every answered one.
    const firstAnswered = list.findIndex((item) => item.awaiting_team_since === null);
    expect(list.slice(firstAnswered).every((item) => item.awaiting_team_since === null)).toBe(true);
  });
});
