import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, type SqliteDatabase, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './database.ts';
import { SqliteBooleanPlugin } from './sqlite-boolean-plugin.ts';

export type DatabaseDialect = 'sqlite' | 'postgres';

export interface DatabaseConnection {
  db: Kysely<Database>;
  dialect: DatabaseDialect;
}

// Timestamps leave PostgreSQL as ISO strings, the same as SQLite's text columns.
const TIMESTAMPTZ_OID = 1184;
const INT8_OID = 20;
pg.types.setTypeParser(TIMESTAMPTZ_OID, (value) => new Date(value).toISOString());
// COUNT(*) and SUM() answer int8; our counts and balances fit in a JavaScript number.
pg.types.setTypeParser(INT8_OID, (value) => Number(value));

const STATEMENT_CACHE_SIZE = 256;

/**
 * Kysely asks better-sqlite3 to prepare every query afresh; statements are then freed only when the
 * garbage collector gets to them, so under load the parse time and the native memory add up. The
 * same SQL text reuses its statement (a busy one, still iterating, is never shared).
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      const cached = statements.get(sql);
      if (cached && !cached.busy) {
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = sqlite.prepare(sql);
      if (!cached) {
        statements.set(sql, statement);
        const oldest = statements.keys().next().value;
        if (statements.size > STATEMENT_CACHE_SIZE && oldest !== undefined) statements.delete(oldest);
      }
      return statement;
    },
  };
}

export interface ConnectOptions {
  /** PostgreSQL only: the schema that holds the tables (tests give each file its own). */
  schema?: string;
}

/** Opens the database a URL names: `sqlite:/path/app.db` or `postgres://…`. */
export function connectDatabase(url: string, options: ConnectOptions = {}): DatabaseConnection {
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' };
  }
  const file = url.replace(/^sqlite:(\/\/)?/, '');
  if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Every commit reaches the disk before it is acknowledged: a power cut loses no answered write
  // (docs/decisions/093, with the measured cost).
  sqlite.pragma('synchronous = FULL');
  return {
    db: new Kysely<Database>({
      dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
      plugins: [new SqliteBooleanPlugin()],
    }),
    dialect: 'sqlite',
  };
}
