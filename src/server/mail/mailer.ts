/**
 * The mail layer the features call (docs/decisions/090): `mailer.send(message)` stores the e-mail
 * in the durable queue (the `mail_jobs` table) and returns; a worker in every server process sends
 * it in the background, retries a failed attempt with exponential backoff, takes over one whose
 * process died mid-send when its lease ends, and gives up visibly after the last attempt.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.ts';
import {
  claimDueMailJob,
  deleteMailJobsFinishedBefore,
  insertMailJob,
  settleMailJob,
} from './mail-job.repository.ts';
import type { MailJobRow } from './mail-job.table.ts';
import type { MailTransport } from './mail-transport.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export type MailOutcome = 'sent' | 'failed';

export interface SendOptions {
  /** Queue inside this transaction: the e-mail exists only if the transaction commits. */
  db?: Kysely<Database>;
  /** Same key, one e-mail, however often it is queued (e.g. one receipt per payment). */
  key?: string;
  /** Tells the topic's handler (see `onSettled`) how the e-mail ended, with this id. */
  topic?: { name: string; id: number };
}

/** What a topic's owner does when one of its e-mails ends, inside the settling transaction. */
export type SettledHandler = (db: Kysely<Database>, id: number, outcome: MailOutcome) => Promise<void>;

export interface Mailer {
  /** Queues the e-mail durably; resolves once it is stored, not once it is sent. */
  send(message: MailMessage, options?: SendOptions): Promise<void>;
  onSettled(topic: string, handler: SettledHandler): void;
}

export interface MailQueueSettings {
  pollIntervalMs: number;
  /** The first retry waits this long; each next one twice as long (capped at six hours). */
  retryBaseMs: number;
  maxAttempts: number;
  /** How long a claimed e-mail belongs to its process before another may take it over. */
  leaseMs: number;
}

/** Where the worker reports: the app's logger. */
export interface MailLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface QueuedMailer extends Mailer {
  /** Starts the background worker (the app does on ready). */
  start(): void;
  /** Stops it, letting an attempt in flight finish (the app does before closing). */
  stop(): Promise<void>;
}

const MAX_BACKOFF_MS = 6 * 3_600_000;
/** Ended e-mails are kept this long (docs/architecture/data.md): enough to answer 'did my receipt go?'. */
export const FINISHED_MAIL_RETENTION_MS = 30 * 86_400_000;
/** How often each worker deletes what is older than that, when it has nothing to send. */
const TRIM_INTERVAL_MS = 3_600_000;

/** The delay before attempt `attempts + 1`. */
export function retryDelayMs(retryBaseMs: number, attempts: number): number {
  return Math.min(retryBaseMs * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
}

/** An SMTP 5xx answer: the server refused for good, so trying again cannot help. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

export function createMailer({
  db,
  transport,
  log,
  settings,
  messageIdDomain,
  now = () => new Date(),
}: {
  db: Kysely<Database>;
  transport: MailTransport;
  log: MailLog;
  settings: MailQueueSettings;
  /** The domain of Message-ID headers (the sender's). */
  messageIdDomain: string;
  now?: () => Date;
}): QueuedMailer {
  const handlers = new Map<string, SettledHandler>();
  let running = false;
  let loop: Promise<void> | undefined;
  let wake: (() => void) | undefined;

  async function settle(job: MailJobRow, outcome: Parameters<typeof settleMailJob>[2]) {
    await db.transaction().execute(async (trx) => {
      const settled = await settleMailJob(trx, job, outcome);
      // Another process took the job over when this attempt's lease ran out.
      if (!settled)
        log.warn({ mailJobId: job.id, attempts: job.attempts }, 'e-mail attempt outlived its lease');
      const handler = job.topic ? handlers.get(job.topic) : undefined;
      if (settled && handler && job.topic_id !== null && outcome.status !== 'queued') {
        await handler(trx, job.topic_id, outcome.status);
      }
    });
  }

  async function giveUp(job: MailJobRow, error: string) {
    log.error(
      { mailJobId: job.id, attempts: job.attempts, topic: job.topic, error },
      'e-mail not sent: gave up',
    );
    await settle(job, { status: 'failed', at: now().toISOString(), error });
  }

  /** Sends one due e-mail; false when none is due. */
  async function runOne(): Promise<boolean> {
    const job = await claimDueMailJob(db, { now: now(), leaseMs: settings.leaseMs });
    if (!job) return false;
    if (job.attempts > settings.maxAttempts) {
      // Its process died during the last allowed attempt.
      await giveUp(job, job.last_error ?? 'the sending process stopped during the last attempt');
      return true;
    }
    try {
      await transport.deliver({
        messageId: job.message_id,
        to: job.recipient,
        subject: job.subject,
        text: job.text_body,
        html: job.html_body,
      });
    } catch (error) {
      if (isPermanent(error) || job.attempts >= settings.maxAttempts) {
        await giveUp(job, errorText(error));
      } else {
        const delay = retryDelayMs(settings.retryBaseMs, job.attempts);
        log.warn(
          { mailJobId: job.id, attempts: job.attempts, retryInMs: delay, err: error },
          'e-mail attempt failed',
        );
        await settle(job, {
          status: 'queued',
          runAt: new Date(now().getTime() + delay).toISOString(),
          error: errorText(error),
        });
      }
      return true;
    }
    await settle(job, { status: 'sent', at: now().toISOString() });
    log.info({ mailJobId: job.id, attempts: job.attempts }, 'e-mail sent');
    return true;
  }

  let trimmedAt = Number.NEGATIVE_INFINITY;
  /** Deletes the ended e-mails past their retention, at most once per TRIM_INTERVAL_MS. */
  async function trimFinished() {
    const at = now().getTime();
    if (at - trimmedAt < TRIM_INTERVAL_MS) return;
    trimmedAt = at;
    const deleted = await deleteMailJobsFinishedBefore(db, new Date(at - FINISHED_MAIL_RETENTION_MS));
    if (deleted > 0) log.info({ deleted }, 'mail queue: ended e-mails past their retention deleted');
  }

  async function work() {
    while (running) {
      let busy = false;
      try {
        busy = await runOne();
        if (!busy) await trimFinished();
      } catch (error) {
        // The database is unreachable, say: try again at the next poll.
        log.error({ err: error }, 'mail queue: poll failed');
      }
      if (busy || !running) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, settings.pollIntervalMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = undefined;
    }
  }

  return {
    async send(message, options = {}) {
      const at = now().toISOString();
      await insertMailJob(options.db ?? db, {
        dedupe_key: options.key ?? null,
        message_id: `<${randomUUID()}@${messageIdDomain}>`,
        recipient: message.to,
        subject: message.subject,
        text_body: message.text,
        html_body: message.html,
        topic: options.topic?.name ?? null,
        topic_id: options.topic?.id ?? null,
        run_at: at,
        created_at: at,
      });
      wake?.();
    },
    onSettled(topic, handler) {
      handlers.set(topic, handler);
    },
    start() {
      if (running) return;
      running = true;
      loop = work();
    },
    async stop() {
      running = false;
      wake?.();
      await loop;
    },
  };
}
