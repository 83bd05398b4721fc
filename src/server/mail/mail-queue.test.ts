/**
 * The durable mail queue (docs/decisions/090) against a real SMTP server on loopback, on SQLite and
 * PostgreSQL: a mail server that refuses at first gets the e-mail once; one that keeps refusing
 * ends it visibly; two app instances on one database send each queued e-mail once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type App, buildApp } from '#server/app.ts';
import { connectDatabase } from '#server/db/connection.ts';
import { parseEnv } from '#server/env.ts';
import { apiPaths } from '#shared/paths.ts';
import { createTestApp, createTestDatabase, type TestApp } from '#tests/api-harness.ts';
import { createUser } from '#tests/factories.ts';
import { accountTestEnv } from '#tests/sign-in.ts';
import { startSmtpServer, type TestSmtpServer } from '#tests/smtp-server.ts';
import { retryDelayMs } from './mailer.ts';

// Short waits; a long lease: nothing here dies mid-send, so no attempt may be taken over.
const fastQueue = { MAIL_POLL_INTERVAL_MS: '20', MAIL_RETRY_BASE_MS: '20', MAIL_LEASE_MS: '60000' };
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function smtp(options: Parameters<typeof startSmtpServer>[0]): Promise<TestSmtpServer> {
  const server = await startSmtpServer(options);
  cleanups.push(() => server.close());
  return server;
}

interface LogLine {
  level: number;
  msg: string;
  mailJobId?: number;
  attempts?: number;
}

async function appWith(env: Record<string, string>, logged?: LogLine[]): Promise<TestApp> {
  const t = await createTestApp({
    env: { ...accountTestEnv, ...fastQueue, ...env },
    ...(logged
      ? { logger: { level: 'warn', stream: { write: (line: string) => logged.push(JSON.parse(line)) } } }
      : {}),
  });
  cleanups.push(() => t.close());
  return t;
}

async function requestReset(app: App, email: string) {
  const response = await app.inject({ method: 'POST', url: apiPaths.recoverPassword, payload: { email } });
  expect(response).toHaveStatus(200);
}

const queueWait = { timeout: 30_000, interval: 20 };

/** Waits until no e-mail is queued or being sent (every job ended, one way or the other): the jobs. */
function queueSettled(app: App) {
  return vi.waitFor(async () => {
    const jobs = await app.db.selectFrom('mail_jobs').selectAll().orderBy('id').execute();
    expect(jobs.filter((job) => job.status === 'queued' || job.status === 'sending')).toEqual([]);
    return jobs;
  }, queueWait);
}

describe('the mail queue', { timeout: 60_000 }, () => {
  it('retries a mail server that refuses twice (451): the reset e-mail arrives once', async () => {
    const server = await smtp({ refuseFirst: 2 });
    const logged: LogLine[] = [];
    const t = await appWith({ SMTP_URL: server.url }, logged);
    const user = await createUser(t.app.db, { email: 'insistente@exemplo.com.br' });

    await requestReset(t.app, user.email);
    const [job] = await queueSettled(t.app);

    expect(job).toMatchObject({ status: 'sent', attempts: 3, text_body: '', html_body: '' });
    expect(server.attempts()).toBe(3);
    expect(server.received).toHaveLength(1);
    expect(server.received[0]?.to).toEqual(['insistente@exemplo.com.br']);
    expect(server.received[0]?.messageId).toBe(job?.message_id);
    expect(logged.filter((line) => line.msg === 'e-mail attempt failed')).toHaveLength(2);
  });

  it('answers the reset request at once while the mail server is down, and sends when it is back', async () => {
    const down = await startSmtpServer();
    const { url } = down;
    await down.close();
    const t = await appWith({ SMTP_URL: url, MAIL_RETRY_BASE_MS: '50', MAIL_MAX_ATTEMPTS: '30' });
    const user = await createUser(t.app.db, { email: 'paciente@exemplo.com.br' });

    await requestReset(t.app, user.email);
    // A first attempt failed and the e-mail waits for the next one.
    await vi.waitFor(async () => {
      const job = await t.app.db.selectFrom('mail_jobs').selectAll().executeTakeFirst();
      expect(job).toMatchObject({ status: 'queued', last_error: expect.any(String) });
    }, queueWait);
    const port = Number(new URL(url).port);
    const back = await smtp({ port });
    await back.waitForReceived(1, 30_000);
    const [job] = await queueSettled(t.app);
    expect(job?.status).toBe('sent');
    expect(job?.attempts).toBeGreaterThan(1);
    expect(back.received).toHaveLength(1);
  });

  it('gives up after the last attempt, logged as an error', async () => {
    const server = await smtp({ refuseFirst: 1000 });
    const logged: LogLine[] = [];
    const t = await appWith({ SMTP_URL: server.url, MAIL_MAX_ATTEMPTS: '3' }, logged);
    const user = await createUser(t.app.db, { email: 'sem-sorte@exemplo.com.br' });

    await requestReset(t.app, user.email);
    const [job] = await queueSettled(t.app);

    expect(job).toMatchObject({ status: 'failed', attempts: 3 });
    expect(job?.last_error).toMatch(/451/);
    expect(server.received).toHaveLength(0);
    const gaveUp = logged.filter((line) => line.msg === 'e-mail not sent: gave up');
    expect(gaveUp).toEqual([expect.objectContaining({ level: 50, mailJobId: job?.id, attempts: 3 })]);
  });

  it('doubles the wait between attempts, up to six hours', () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(30_000, attempts))).toEqual([
      30_000, 60_000, 120_000, 240_000,
    ]);
    expect(retryDelayMs(30_000, 30)).toBe(6 * 3_600_000);
  });

  it('queues an e-mail with a key once, however often it is sent', async () => {
    const t = await appWith({});
    const message = {
      to: 'recibo@exemplo.com.br',
      subject: 'Recibo',
      text: 'Obrigado',
      html: '<p>Obrigado</p>',
    };
    await Promise.all([
      t.app.mailer.send(message, { key: 'receipt:42' }),
      t.app.mailer.send(message, { key: 'receipt:42' }),
    ]);
    await t.app.mailer.send(message, { key: 'receipt:42' });
    const jobs = await queueSettled(t.app);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]?.status).toBe('sent');
  });

  it('deletes the e-mails that ended more than 30 days ago, and no other', async () => {
    const t = await appWith({});
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    const job = (subject: string, status: 'queued' | 'sent' | 'failed', finishedDaysAgo: number | null) => ({
      message_id: `<${subject}@exemplo.com.br>`,
      recipient: 'viajante@exemplo.com.br',
      subject,
      text_body: '',
      html_body: '',
      status,
      run_at: status === 'queued' ? daysAgo(-1) : daysAgo(40),
      created_at: daysAgo(40),
      finished_at: finishedDaysAgo === null ? null : daysAgo(finishedDaysAgo),
    });
    await t.app.db
      .insertInto('mail_jobs')
      .values([
        job('sent long ago', 'sent', 31),
        job('given up long ago', 'failed', 45),
        job('sent last month', 'sent', 29),
        job('still to send', 'queued', null),
      ])
      .execute();
    // A worker looks on its first poll with nothing to send, then once an hour: a new instance's.
    const other = await createTestApp({ env: { ...accountTestEnv, ...fastQueue }, sameDatabaseAs: t });
    cleanups.push(() => other.close());
    await vi.waitFor(async () => {
      expect(await t.app.db.selectFrom('mail_jobs').select('id').execute()).toHaveLength(2);
    }, queueWait);
    const kept = await t.app.db.selectFrom('mail_jobs').select('subject').orderBy('subject').execute();
    expect(kept.map((row) => row.subject)).toEqual(['sent last month', 'still to send']);
  });
});

describe('two app instances on one database', { timeout: 60_000 }, () => {
  it('send each queued e-mail once', async () => {
    const server = await smtp({});
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rota-mail-twins-'));
    const database = await createTestDatabase(dataDir);
    cleanups.push(async () => {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    });
    const env = parseEnv({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      SEED: 'false',
      SMTP_URL: server.url,
      ...accountTestEnv,
      ...fastQueue,
    });
    const apps: App[] = [];
    for (const connection of [database.connection, connectDatabase(database.url)]) {
      const app = await buildApp({ env, connection, clientBuild: null, logger: false });
      await app.ready();
      apps.push(app);
      cleanups.push(() => app.close());
    }
    const [first, second] = apps as [App, App];

    const emails = Array.from({ length: 24 }, (_, index) => `gemeo-${index}@exemplo.com.br`);
    for (const email of emails) await createUser(first.db, { email });
    await Promise.all(emails.map((email, index) => requestReset(index % 2 ? first : second, email)));

    await server.waitForReceived(emails.length);
    const jobs = await queueSettled(first);
    expect(jobs.map((job) => job.status)).toEqual(emails.map(() => 'sent'));
    const recipients = server.received.flatMap((mail) => mail.to).sort();
    expect(recipients).toEqual([...emails].sort());
    expect(new Set(server.received.map((mail) => mail.messageId)).size).toBe(emails.length);
  });
});
