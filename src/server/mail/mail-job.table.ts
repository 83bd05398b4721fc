import type { Generated, Selectable } from 'kysely';

export type MailJobStatus = 'queued' | 'sending' | 'sent' | 'failed';

/** One e-mail in the durable queue (docs/decisions/090). */
export interface MailJobTable {
  id: Generated<number>;
  dedupe_key: string | null;
  /** The Message-ID header, the same on every attempt, so a receiving server can spot a repeat. */
  message_id: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  topic: string | null;
  topic_id: number | null;
  status: Generated<MailJobStatus>;
  /** Attempts started (a claim counts one, even if the process died during it). */
  attempts: Generated<number>;
  /** When it is due (again). */
  run_at: string;
  /** While 'sending': until when the claiming process owns it. */
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  finished_at: string | null;
}

export type MailJobRow = Selectable<MailJobTable>;
