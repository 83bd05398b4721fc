/**
 * Migration 2026-11-26T1010_support_requests on a database with conversations already there, on
 * SQLite and PostgreSQL: a conversation whose traveller waits gets the time of their first message
 * after the team's last reply; an answered one stays null (docs/architecture/legal.md).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#tests/api-harness.ts';
import { knownMigrations, migrateToLatest } from './migrate.ts';

const SUPPORT_REQUESTS = '2026-11-26T1010_support_requests';

describe(SUPPORT_REQUESTS, () => {
  let dataDir: string;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'rota-support-migration-'));
    database = await createTestDatabase(dataDir);
  });
  afterAll(async () => {
    await database.connection.db.destroy().catch(() => undefined);
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('marks as waiting since the first unanswered message the conversations the team has not answered', async () => {
    const db = database.connection.db;
    // The migrations up to this one, and those before it: later ones are not this test's.
    const upTo = (last: string, included: boolean) =>
      Object.fromEntries(
        Object.entries(knownMigrations).filter(([name]) => (included ? name <= last : name < last)),
      );
    await migrateToLatest(db, upTo(SUPPORT_REQUESTS, false));
    const now = '2026-11-20T10:00:00.000Z';
    const user = await db
      .insertInto('users')
      .values({
        name: 'Jaci',
        email: 'jaci.migracao@exemplo.com',
        password_hash: null,
        role: '0',
        email_verified_at: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const conversation = async (messages: [fromTeam: boolean, at: string][]) => {
      const created = await db
        .insertInto('conversations')
        .values({
          user_id: user.id,
          subject: 'Dúvida',
          unread_by_team: true,
          unread_by_traveller: false,
          created_at: now,
          last_message_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [fromTeam, at] of messages) {
        await db
          .insertInto('conversation_messages')
          .values({
            conversation_id: created.id,
            author_id: user.id,
            from_team: fromTeam,
            body: 'Mensagem.',
            created_at: at,
          })
          .execute();
      }
      return created.id;
    };
    const reopened = await conversation([
      [false, '2026-11-10T10:00:00.000Z'],
      [true, '2026-11-11T10:00:00.000Z'],
      [false, '2026-11-12T10:00:00.000Z'],
      [false, '2026-11-13T10:00:00.000Z'],
    ]);
    const answered = await conversation([
      [false, '2026-11-14T10:00:00.000Z'],
      [true, '2026-11-15T10:00:00.000Z'],
    ]);
    const waiting = await conversation([[false, '2026-11-16T10:00:00.000Z']]);

    expect((await migrateToLatest(db, upTo(SUPPORT_REQUESTS, true))).applied).toEqual([SUPPORT_REQUESTS]);
    const rows = await sql<{ id: number; since: string | null }>`
      select id, awaiting_team_since as since from conversations order by id
    `.execute(db);
    expect(rows.rows.map((row) => [Number(row.id), row.since && new Date(row.since).toISOString()])).toEqual([
      [reopened, '2026-11-12T10:00:00.000Z'],
      [answered, null],
      [waiting, '2026-11-16T10:00:00.000Z'],
    ]);
  });
});
