/**
 * An e-mail in flight when the server is killed (SIGKILL) is sent after the restart, once — on
 * SQLite and PostgreSQL, with the real server process and a real SMTP server on loopback.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { migrateToLatest } from '#server/db/migrate.ts';
import { apiPaths } from '#shared/paths.ts';
import { createTestDatabase } from '#tests/api-harness.ts';
import { createUser } from '#tests/factories.ts';
import { startSmtpServer, type TestSmtpServer } from '#tests/smtp-server.ts';
import { type SpawnedServer, spawnServer } from '#tests/spawned-server.ts';

let dataDir: string;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let smtp: TestSmtpServer;
const servers: SpawnedServer[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'rota-mail-restart-'));
  database = await createTestDatabase(dataDir);
  await migrateToLatest(database.connection.db);
  // The first attempt is held unanswered: the e-mail is in flight when the server dies.
  smtp = await startSmtpServer({ holdFirst: 1 });
});

afterAll(async () => {
  for (const server of servers) await server.kill('SIGKILL');
  await database.connection.db.destroy();
  await smtp.close();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a restart during a sending', () => {
  it('sends the reset e-mail after the restart, once', async () => {
    const user = await createUser(database.connection.db, { email: 'reiniciada@exemplo.com.br' });
    // The killed server's lease is short, so its job is free again soon; the next server's is long,
    // so however slowly a busy machine lets it send, no one takes its job back mid-sending.
    const start = async (leaseMs: number) => {
      const server = await spawnServer({
        dataDir,
        databaseUrl: database.url,
        env: {
          SMTP_URL: smtp.url,
          MAIL_POLL_INTERVAL_MS: '20',
          MAIL_RETRY_BASE_MS: '20',
          MAIL_LEASE_MS: String(leaseMs),
        },
      });
      servers.push(server);
      return server;
    };

    const first = await start(1_500);
    const answer = await fetch(`${first.baseUrl}${apiPaths.recoverPassword}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email }),
    });
    expect(answer.status).toBe(200);
    await smtp.holding;
    await first.kill('SIGKILL');
    expect(smtp.received).toHaveLength(0);

    await start(60_000);
    await smtp.waitForReceived(1, 60_000);
    const db = database.connection.db;
    await vi.waitFor(
      async () => {
        const job = await db.selectFrom('mail_jobs').selectAll().executeTakeFirstOrThrow();
        expect(job).toMatchObject({ status: 'sent', attempts: 2 });
      },
      { timeout: 30_000, interval: 20 },
    );
    expect(smtp.attempts()).toBe(2);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to).toEqual(['reiniciada@exemplo.com.br']);
    expect((await db.selectFrom('mail_jobs').select('id').execute()).length).toBe(1);
    // Two server starts: minutes, not seconds, on a busy machine.
  }, 180_000);
});
