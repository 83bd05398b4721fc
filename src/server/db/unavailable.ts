/**
 * Whether a failed query failed because the database could not be reached or is restarting — a
 * 503 the client retries — rather than because of the query (docs/architecture/data.md).
 */

/** Node's socket errors on a connection that could not be opened or was cut. */
const socketErrorCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's SQLSTATEs of a server going away or not taking work: connection exceptions (08…),
 * too many connections, shutting down or starting up, a statement cancelled by statement_timeout.
 */
const postgresUnavailable = /^(08\d{3}|53300|57P0[1-3]|57014)$/;

/** pg's own messages for a connection that ended, that the pool could not open in time, or that went silent. */
const pgConnectionMessages =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|Query read timeout)/;

/** SQLite's "another writer holds the file" past busy_timeout. */
const sqliteBusy = /^SQLITE_(BUSY|LOCKED)/;

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (socketErrorCodes.has(code) || postgresUnavailable.test(code) || sqliteBusy.test(code)) return true;
  }
  if (pgConnectionMessages.test(error.message)) return true;
  // An AggregateError (a host with several addresses, all refused) or a wrapped cause.
  if (error instanceof AggregateError) return error.errors.some(isDatabaseUnavailable);
  return error.cause !== undefined && isDatabaseUnavailable(error.cause);
}
