/**
 * The server's request log (docs/architecture/operations.md): one line per answered request, with
 * the request, the status and the time taken, written to stdout through pino's own destination
 * (sonic-boom) without blocking, in batches of about 4 KB instead of one write per line. Profiled
 * under load, Fastify's default (an 'incoming request' and a 'request completed' line, each its own
 * write) was the largest cost the product list added to a bare answer. While stdout's reader falls
 * behind, at most 8 MB wait in memory; lines beyond are dropped and counted, and one warning line
 * says how many once the reader keeps up again. On exit pino writes what is left synchronously.
 */
import { hostname } from 'node:os';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import pino from 'pino';

/**
 * Bytes of log lines gathered before one write. sonic-boom measures its pending batch on every
 * line, so a smaller batch keeps that cost down while still sparing a write per line.
 */
const LOG_BATCH_BYTES = 4 * 1024;
/** A quiet server's lines still reach the log within this time. */
const LOG_FLUSH_INTERVAL_MS = 1_000;
/**
 * Bytes of log the destination may hold while stdout's reader falls behind; beyond it, lines are
 * dropped and counted rather than kept in memory until the process runs out of it.
 */
export const LOG_BACKLOG_MAX_BYTES = 8 * 1024 * 1024;
const DROPPED_LINES_MESSAGE = 'log lines dropped: stdout was not read fast enough';

type Destination = ReturnType<typeof pino.destination>;

/**
 * Counts the lines `destination` drops (its backlog is full) and returns a function that tells
 * them in one warning line, kept for the next call if that line is dropped too.
 */
export function countDroppedLines(destination: {
  on(event: 'drop', listener: (data: string | Buffer) => void): unknown;
  write(text: string): unknown;
}): () => void {
  let dropped = 0;
  let notice: string | undefined;
  let noticeDropped = false;
  destination.on('drop', (data: string | Buffer) => {
    const text = String(data);
    if (text === notice) {
      noticeDropped = true;
      return;
    }
    for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) dropped += 1;
  });
  return () => {
    if (dropped === 0) return;
    const count = dropped;
    notice = `${JSON.stringify({
      level: pino.levels.values.warn,
      time: Date.now(),
      pid: process.pid,
      hostname: hostname(),
      droppedLines: count,
      msg: DROPPED_LINES_MESSAGE,
    })}\n`;
    noticeDropped = false;
    dropped = 0;
    destination.write(notice);
    if (noticeDropped) dropped += count;
    notice = undefined;
  };
}

/** stdout (or `fd`), written without blocking in batches, with a bounded backlog. */
export function requestLogDestination(fd = 1): Destination {
  const destination = pino.destination({
    dest: fd,
    sync: false,
    minLength: LOG_BATCH_BYTES,
    maxLength: LOG_BACKLOG_MAX_BYTES,
  });
  const tellDroppedLines = countDroppedLines(destination);
  const timer = setInterval(() => {
    // Destroyed, it throws on a flush until its file is closed and 'close' stops this timer
    // (sonic-boom sets `destroyed` but does not declare it).
    if ((destination as Destination & { destroyed?: boolean }).destroyed) return;
    tellDroppedLines();
    destination.flush();
  }, LOG_FLUSH_INTERVAL_MS).unref();
  destination.once('close', () => clearInterval(timer));
  return destination;
}

export function requestLoggerOptions(level: string): FastifyServerOptions['logger'] {
  return { level, stream: requestLogDestination() };
}

/** Replaces Fastify's two lines per request (`disableRequestLogging` through the log controller) with one. */
export function logAnsweredRequests(app: FastifyInstance): void {
  const rank = pino.levels.values[app.log.level] ?? Number.POSITIVE_INFINITY;
  if (rank > (pino.levels.values.info ?? 30)) return;
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    done();
  });
}
