/**
 * Sending the ebook (docs/architecture/admin.md), on SQLite and PostgreSQL: the e-mail in the outbox with a
 * link that downloads the EPUB, the log of sendings, expired and tampered links, validation, and a
 * mail server that is down: once the mail queue gives up, the sending is listed as failed and the
 * app's logger says why.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '#tests/api-harness.ts';
import { createUser } from '#tests/factories.ts';
import { freePort } from '#tests/free-port.ts';
import { linkIn, waitForMail } from '#tests/outbox.ts';
import { accountTestEnv, authHeadersFor } from '#tests/sign-in.ts';
import { EBOOK_FILE } from './ebook-file.ts';

const PUBLIC_URL = 'https://rota.exemplo.com.br';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { ...accountTestEnv, PUBLIC_URL } });
});
afterAll(() => t.close());

describe('sending the ebook', () => {
  it('e-mails a link that downloads the EPUB, logs the sending and its first download', async () => {
    const admin = await authHeadersFor(
      t.app,
      await createUser(t.app.db, { role: '1', name: 'Comandante Rosa' }),
    );
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/ebook/deliveries',
      headers: admin,
      payload: { email: 'Leitora@Exemplo.com.br', name: 'Leitora Atenta' },
    });
    expect(sent).toHaveStatus(201);
    expect(sent.json().data).toMatchObject({
      email: 'leitora@exemplo.com.br',
      recipient_name: 'Leitora Atenta',
      sender_name: 'Comandante Rosa',
      first_downloaded_at: null,
      downloads: 0,
      status: 'sent',
    });

    const mail = await waitForMail(t.dataDir, {
      to: 'leitora@exemplo.com.br',
      subject: 'Seu ebook Navegante de Primeira Viagem — Rota Amazônia',
    });
    expect(mail.text).toContain('O link vale por 7 dias.');
    const link = linkIn(mail, '/api/v1/ebook/download/');
    expect(link.origin).toBe(PUBLIC_URL);

    const download = await t.app.inject({ url: link.pathname });
    expect(download).toHaveStatus(200);
    expect(download.headers['content-type']).toBe('application/epub+zip');
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(download.rawPayload.equals(readFileSync(EBOOK_FILE))).toBe(true);
    expect(download.rawPayload.subarray(0, 2).toString()).toBe('PK');

    const log = (await t.app.inject({ url: '/api/v1/admin/ebook/deliveries', headers: admin })).json().data;
    expect(log[0]).toMatchObject({ email: 'leitora@exemplo.com.br', downloads: 1 });
    expect(log[0].first_downloaded_at).not.toBeNull();
    const audit = (
      await t.app.inject({ url: '/api/v1/admin/audit-log?entity=ebook_delivery', headers: admin })
    ).json().data;
    expect(audit[0]).toMatchObject({ action: 'ebook.send', actor_name: 'Comandante Rosa' });
  });

  it('refuses a tampered link (404) and an expired one (410)', async () => {
    const admin = await authHeadersFor(t.app, await createUser(t.app.db, { role: '1' }));
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/ebook/deliveries',
      headers: admin,
      payload: { email: 'expira@exemplo.com.br' },
    });
    const mail = await waitForMail(t.dataDir, { to: 'expira@exemplo.com.br' });
    const link = linkIn(mail, '/api/v1/ebook/download/');
    const tampered = `${link.pathname.slice(0, -3)}abc`;
    expect(await t.app.inject({ url: tampered })).toHaveStatus(404);

    await t.app.db
      .updateTable('ebook_deliveries')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('email', '=', 'expira@exemplo.com.br')
      .execute();
    const expired = await t.app.inject({ url: link.pathname });
    expect(expired).toHaveStatus(410);
    expect(expired.json().message).toBe(
      'Este link de download expirou. Peça um novo para a equipe da Rota Amazônia.',
    );
  });

  it('asks for a valid e-mail', async () => {
    const admin = await authHeadersFor(t.app, await createUser(t.app.db, { role: '1' }));
    for (const [payload, message] of [
      [{}, 'Informe o email do comprador.'],
      [{ email: 'sem-arroba' }, 'Informe um email válido.'],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/ebook/deliveries',
        headers: admin,
        payload,
      });
      expect(response).toHaveStatus(422);
      expect(response.json().message).toBe(message);
    }
  });
});

describe('a sending whose e-mail fails', () => {
  it('is queued (201), then listed as failed for a new try once the mail queue gives up, logged', async () => {
    const logged: { level: number; msg: string; deliveryId?: number; error?: string }[] = [];
    // A port nothing listens on: a mail server that is down.
    const downMailServer = `smtp://127.0.0.1:${await freePort()}`;
    const own = await createTestApp({
      env: {
        ...accountTestEnv,
        SMTP_URL: downMailServer,
        MAIL_MAX_ATTEMPTS: '2',
        MAIL_RETRY_BASE_MS: '20',
        MAIL_POLL_INTERVAL_MS: '20',
      },
      logger: { level: 'warn', stream: { write: (line: string) => logged.push(JSON.parse(line)) } },
    });
    const warn = vi.spyOn(console, 'warn');
    try {
      const admin = await authHeadersFor(own.app, await createUser(own.app.db, { role: '1' }));
      const sent = await own.app.inject({
        method: 'POST',
        url: '/api/v1/admin/ebook/deliveries',
        headers: admin,
        payload: { email: 'sem-sinal@exemplo.com.br', name: 'Leitora do Interior' },
      });
      expect(sent).toHaveStatus(201);
      expect(sent.json().data.status).toBe('sent');

      const list = async () =>
        (await own.app.inject({ url: '/api/v1/admin/ebook/deliveries', headers: admin })).json().data;
      await vi.waitFor(async () => expect((await list())[0].status).toBe('failed'), { timeout: 10_000 });
      const log = await list();
      expect(log).toHaveLength(1);
      expect(log[0]).toMatchObject({
        email: 'sem-sinal@exemplo.com.br',
        recipient_name: 'Leitora do Interior',
        status: 'failed',
      });
      const entry = logged.find((line) => line.msg === 'ebook e-mail not sent');
      expect(entry).toMatchObject({ level: 40, deliveryId: Number(log[0].id) });
      const gaveUp = logged.find((line) => line.msg === 'e-mail not sent: gave up');
      expect(gaveUp?.level).toBe(50);
      expect(gaveUp?.error).toMatch(/ECONNREFUSED/);
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
      await own.close();
    }
  });
});
