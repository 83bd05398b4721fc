/**
 * Which failures are "the database is unavailable" (a 503 the client retries) and which are the
 * query's own (a 500 or a typed answer): real errors from real drivers, not hand-made ones.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '#tests/api-harness.ts';
import { freePort } from '#tests/free-port.ts';
import { connectDatabase } from './connection.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

async function failureOf(work: () => Promise<unknown> | unknown): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

describe('isDatabaseUnavailable', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'rota-unavailable-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is true for a PostgreSQL nobody answers at', async () => {
    const port = await freePort();
    const { db } = connectDatabase(`postgres://postgres@127.0.0.1:${port}/none`);
    try {
      expect(isDatabaseUnavailable(await failureOf(() => sql`select 1`.execute(db)))).toBe(true);
    } finally {
      await db.destroy();
    }
  });

  it('is true for SQLite busy with another writer, false for a broken query or constraint', async () => {
    const file = path.join(dir, 'busy.db');
    const holder = new SQLite(file);
    holder.exec('create table things (id integer primary key, name text unique)');
    holder.exec('begin exclusive');
    const other = new SQLite(file, { timeout: 0 });
    try {
      expect(
        isDatabaseUnavailable(await failureOf(() => other.exec("insert into things (name) values ('a')"))),
      ).toBe(true);
      holder.exec('commit');
      other.exec("insert into things (name) values ('a')");
      expect(
        isDatabaseUnavailable(await failureOf(() => other.exec("insert into things (name) values ('a')"))),
      ).toBe(false);
      expect(isDatabaseUnavailable(await failureOf(() => other.exec('selec 1')))).toBe(false);
    } finally {
      other.close();
      holder.close();
    }
  });

  it('is false for what is not an error', () => {
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});

const postgresUrl = testDatabaseUrl();
if (postgresUrl) {
  describe('isDatabaseUnavailable on PostgreSQL', () => {
    it('is true for a statement cancelled by statement_timeout, false for a syntax error', async () => {
      const client = new pg.Client({ connectionString: postgresUrl, statement_timeout: 50 });
      await client.connect();
      try {
        const cancelled = await failureOf(() => client.query('select pg_sleep(2)'));
        expect((cancelled as { code?: string }).code).toBe('57014');
        expect(isDatabaseUnavailable(cancelled)).toBe(true);
        expect(isDatabaseUnavailable(await failureOf(() => client.query('selec 1')))).toBe(false);
      } finally {
        await client.end();
      }
    });
  });
}
