/**
 * The server's request log (decisions 111, 117): one line per answered request, with the request,
 * the status and the time taken, written to stdout in batches of about 16 KB instead of one write
 * per line. Profiled under load, Fastify's default (an 'incoming request' and a 'request completed'
 * line, each its own write) was the largest cost the product list added to a bare answer. While
 * stdout's reader falls behind, at most 8 MB wait in memory; lines beyond are dropped and counted,
 * and one warning line says how many once the reader keeps up again.
 */
import { writeSync } from 'node:fs';
import { hostname } from 'node:os';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import pino from 'pino';

/** Characters of log lines gathered before one write: sonic-boom writes at most 16 KB at once. */
const LOG_BATCH_CHARS = 12 * 1024;
/** A quiet server's lines still reach the log within this time. */
const LOG_FLUSH_INTERVAL_MS = 1_000;
/**
 * Bytes of log the destination may hold while stdout's reader falls behind; beyond it, lines are
 * dropped and counted rather than kept in memory until the process runs out of it.
 */
export const LOG_BACKLOG_MAX_BYTES = 8 * 1024 * 1024;
const DROPPED_LINES_MESSAGE = 'log lines dropped: stdout was not read fast enough';

type Destination = Pick<ReturnType<typeof pino.destination>, 'write' | 'flushSync'>;

/**
 * Gathers log lines in an array and hands them to `destination` as one string per batch. pino's
 * destination (sonic-boom) can batch too (`minLength`), but it measures the UTF-8 length of the
 * whole pending batch on every line, which flattens the string it is growing: profiled under load,
 * a line cost more the fuller the batch, and left a batch-sized string of garbage behind.
 */
export class LogLineBatch {
  #lines: string[] = [];
  #chars = 0;
  /** Lines the destination dropped, told in one line once it takes lines again. */
  #droppedLines = 0;
  /** The line telling them, while it is being written, and whether it was dropped too. */
  #droppedNotice: string | undefined;
  #droppedNoticeDropped = false;
  readonly #destination: Destination;
  readonly #fd: number;

  /** `fd` is the destination's file descriptor, written to directly only when the process exits. */
  constructor(destination: Destination, fd: number) {
    this.#destination = destination;
    this.#fd = fd;
  }

  write(line: string): boolean {
    this.#lines.push(line);
    this.#chars += line.length;
    if (this.#chars >= LOG_BATCH_CHARS) this.flush();
    return true;
  }

  /** Hands the gathered lines to the destination, which writes them without blocking. */
  flush(done?: (error?: Error) => void): void {
    if (this.#droppedLines > 0) this.#tellDroppedLines();
    const text = this.#take();
    if (text) this.#destination.write(text);
    done?.();
  }

  /** The destination dropped `data` (its backlog was full): counted, and told later. */
  noteDropped(data: string | Buffer): void {
    const text = String(data);
    if (text === this.#droppedNotice) {
      this.#droppedNoticeDropped = true;
      return;
    }
    let lines = 0;
    for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) lines += 1;
    this.#droppedLines += lines;
  }

  /** One warning line with the count; kept for the next flush if it is dropped too. */
  #tellDroppedLines(): void {
    const count = this.#droppedLines;
    const notice = `${JSON.stringify({
      level: pino.levels.values.warn,
      time: Date.now(),
      pid: process.pid,
      hostname: hostname(),
      droppedLines: count,
      msg: DROPPED_LINES_MESSAGE,
    })}\n`;
    this.#droppedNotice = notice;
    this.#droppedNoticeDropped = false;
    this.#droppedLines = 0;
    this.#destination.write(notice);
    if (this.#droppedNoticeDropped) this.#droppedLines += count;
    this.#droppedNotice = undefined;
  }

  /**
   * The process is exiting: what the destination holds is written first, then the gathered lines,
   * both synchronously (an asynchronous write would never finish).
   */
  flushSync(): void {
    this.#destination.flushSync();
    const text = this.#take();
    if (!text) return;
    try {
      writeSync(this.#fd, text);
    } catch {
      // The reader is gone (a closed pipe): nothing is left to tell.
    }
  }

  #take(): string {
    const text = this.#lines.join('');
    this.#lines = [];
    this.#chars = 0;
    return text;
  }
}

export function requestLoggerOptions(level: string): FastifyServerOptions['logger'] {
  const stdout = 1;
  const destination = pino.destination({ dest: stdout, sync: false, maxLength: LOG_BACKLOG_MAX_BYTES });
  const batch = new LogLineBatch(destination, stdout);
  destination.on('drop', (data: string | Buffer) => batch.noteDropped(data));
  // Whatever the order of the exit listeners, the destination's own included, the last lines are
  // written synchronously, after those the destination still held.
  process.once('exit', () => batch.flushSync());
  setInterval(() => batch.flush(), LOG_FLUSH_INTERVAL_MS).unref();
  return { level, stream: batch };
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
