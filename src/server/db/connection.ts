import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  type LogEvent,
  PostgresDialect,
  type PostgresPool,
  type PostgresPoolClient,
  type SqliteDatabase,
  SqliteDialect,
} from 'kysely';
import pg from 'pg';
import type { Database } from './database.ts';
import { SqliteBooleanPlugin } from './sqlite-boolean-plugin.ts';

export type DatabaseDialect = 'sqlite' | 'postgres';

export interface DatabaseConnection {
  db: Kysely<Database>;
  dialect: DatabaseDialect;
  /**
   * Connection failures that no query was waiting for (PostgreSQL restarted, a backend
   * terminated): reported here instead of crashing the process. Returns a function that stops
   * the reports.
   */
  onConnectionError: (listener: (error: Error) => void) => () => void;
  /**
   * Every query as it ends, with its duration and any error: what the metrics count and the
   * traces show (docs/architecture/operations.md). Returns a function that stops the reports.
   */
  onQuery: (listener: (event: LogEvent) => void) => () => void;
  /** PostgreSQL only: connections open, idle, and requests waiting for one. */
  poolStats?: () => { total: number; idle: number; waiting: number };
}

/** Kysely's log option, handing each query's end to whoever listens. */
function queryListeners(): Pick<DatabaseConnection, 'onQuery'> & { log: (event: LogEvent) => void } {
  const listeners = new Set<(event: LogEvent) => void>();
  return {
    log: (event) => {
      for (const listener of listeners) listener(event);
    },
    onQuery: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
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
  /** PostgreSQL only: connections in the pool (PG_POOL_MAX). */
  poolMax?: number;
  /** PostgreSQL only: how long a request waits for a connection before it is told the database is unavailable. */
  connectionTimeoutMs?: number;
  /** PostgreSQL only: the server cancels a statement that runs longer (0: never; the release's migrations). */
  statementTimeoutMs?: number;
  /**
   * PostgreSQL only: how long the client waits for an answer before it gives the connection up
   * (a server gone silent, whose statement_timeout cannot fire; 0: never).
   */
  queryTimeoutMs?: number;
}

/**
 * Bounded waits: a request gets its connection within 3 s or a 503, the server cancels a
 * statement after 5 s, and the client abandons a connection that stays silent 6 s (a host gone
 * without a word): an answer always comes before a client's 10 s timeout.
 */
const CONNECTION_TIMEOUT_MS = 3_000;
const STATEMENT_TIMEOUT_MS = 5_000;
const QUERY_TIMEOUT_MS = 6_000;

/**
 * The pool as Kysely sees it, with one difference: a connection whose query got no answer in time
 * is destroyed when released, not handed to the next request (pg leaves the unanswered query
 * queued ahead of anything sent on it).
 */
function abandoningSilentConnections(pool: pg.Pool): PostgresPool {
  // One wrapper per connection, as Kysely keeps its own state per client object.
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return {
    Client: pg.Client,
    options: pool.options,
    end: () => pool.end(),
    connect: async (): Promise<PostgresPoolClient> => {
      const client = await pool.connect();
      const known = wrappers.get(client);
      if (known) return known;
      let silent = false;
      const query = ((...args: [string, ReadonlyArray<unknown>] | [unknown]) => {
        const result = (client.query as (...given: unknown[]) => unknown)(...args);
        if (!(result instanceof Promise)) return result;
        return result.catch((error: unknown) => {
          if (error instanceof Error && error.message === 'Query read timeout') silent = true;
          throw error;
        });
      }) as PostgresPoolClient['query'];
      const wrapper: PostgresPoolClient = {
        get processID() {
          return (client as { processID?: number }).processID;
        },
        query,
        // Looked up at each call: pg-pool gives every checkout its own release.
        release: (destroy?: boolean) => client.release(destroy || silent),
      };
      wrappers.set(client, wrapper);
      return wrapper;
    },
  };
}

function connectPostgres(url: string, options: ConnectOptions): DatabaseConnection {
  const listeners = new Set<(error: Error) => void>();
  const report = (error: Error) => {
    for (const listener of listeners) listener(error);
  };
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolMax ?? 10,
    connectionTimeoutMillis: options.connectionTimeoutMs ?? CONNECTION_TIMEOUT_MS,
    statement_timeout: options.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS,
    query_timeout: options.queryTimeoutMs ?? QUERY_TIMEOUT_MS,
    keepAlive: true,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  // A connection's failure that no query waits for (PostgreSQL restarting) is an 'error' event:
  // unheard, it would end the process. Every connection reports its own, checked out (a
  // transaction between two queries) or idle; pg-pool drops it, the next request opens a new one.
  pool.on('connect', (client) => client.on('error', report));
  // pg-pool re-emits an idle connection's failure on the pool; it was reported just above.
  pool.on('error', () => {});
  const { log, onQuery } = queryListeners();
  return {
    db: new Kysely<Database>({
      dialect: new PostgresDialect({ pool: abandoningSilentConnections(pool) }),
      log,
    }),
    dialect: 'postgres',
    onQuery,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    onConnectionError: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Opens the database a URL names: `sqlite:/path/app.db` or `postgres://…`. */
export function connectDatabase(url: string, options: ConnectOptions = {}): DatabaseConnection {
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) return connectPostgres(url, options);
  const file = url.replace(/^sqlite:(\/\/)?/, '');
  if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Every commit reaches the disk before it is acknowledged: a power cut loses no answered write
  // (docs/architecture/data.md, with the measured cost).
  sqlite.pragma('synchronous = FULL');
  const { log, onQuery } = queryListeners();
  return {
    db: new Kysely<Database>({
      dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
      plugins: [new SqliteBooleanPlugin()],
      log,
    }),
    dialect: 'sqlite',
    onQuery,
    // An embedded file has no connection to lose.
    onConnectionError: () => () => {},
  };
}
