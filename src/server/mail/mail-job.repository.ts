/** The mail queue's table (docs/decisions/090): enqueue, claim with a lease, and settle. */
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '#server/db/database.ts';
import { isPostgres } from '#server/db/migrations/dialect.ts';
import type { MailJobRow, MailJobTable } from './mail-job.table.ts';

/** Inserts a job; one whose dedupe key is already queued (or was sent) is left out. */
export async function insertMailJob(db: Kysely<Database>, job: Insertable<MailJobTable>): Promise<void> {
  await db
    .insertInto('mail_jobs')
    .values(job)
    .onConflict((conflict) => conflict.column('dedupe_key').doNothing())
    .execute();
}

/**
 * Takes the next due job — queued and due, or claimed by a process whose lease ran out — and
 * counts the attempt. One UPDATE: on PostgreSQL the candidate row is locked with SKIP LOCKED, so
 * instances never take the same job; SQLite runs one write at a time.
 */
export async function claimDueMailJob(
  db: Kysely<Database>,
  { now, leaseMs }: { now: Date; leaseMs: number },
): Promise<MailJobRow | undefined> {
  const nowIso = now.toISOString();
  let due = db
    .selectFrom('mail_jobs')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'queued'), eb('run_at', '<=', nowIso)]),
        eb.and([eb('status', '=', 'sending'), eb('locked_until', '<=', nowIso)]),
      ]),
    )
    .orderBy('run_at')
    .orderBy('id')
    .limit(1);
  if (isPostgres(db)) due = due.forUpdate().skipLocked();
  return db
    .updateTable('mail_jobs')
    .set((eb) => ({
      status: 'sending',
      attempts: eb('attempts', '+', 1),
      locked_until: new Date(now.getTime() + leaseMs).toISOString(),
    }))
    .where('id', '=', due)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Settles an attempt. Only the claim that made it may settle it (same id, same attempt count, still
 * 'sending'): a process whose lease ran out and whose job was taken again changes nothing.
 */
export async function settleMailJob(
  db: Kysely<Database>,
  claim: Pick<MailJobRow, 'id' | 'attempts'>,
  outcome:
    | { status: 'sent'; at: string }
    | { status: 'failed'; at: string; error: string }
    | { status: 'queued'; runAt: string; error: string },
): Promise<boolean> {
  const values =
    outcome.status === 'queued'
      ? { status: 'queued' as const, run_at: outcome.runAt, locked_until: null, last_error: outcome.error }
      : {
          status: outcome.status,
          finished_at: outcome.at,
          locked_until: null,
          // The bodies carry secret links (reset, ebook): kept only while the e-mail may still go.
          text_body: '',
          html_body: '',
          ...(outcome.status === 'failed' ? { last_error: outcome.error } : {}),
        };
  const result = await db
    .updateTable('mail_jobs')
    .set(values)
    .where('id', '=', claim.id)
    .where('attempts', '=', claim.attempts)
    .where('status', '=', 'sending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Deletes the e-mails that ended (sent, or given up on) before `before`; answers how many. Their
 * bodies went when they ended: what is left only counts against the database. A receipt's key goes
 * with its row, long after its order stopped being payable twice (payment events are kept).
 */
export async function deleteMailJobsFinishedBefore(db: Kysely<Database>, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('mail_jobs')
    .where('status', 'in', ['sent', 'failed'])
    .where('finished_at', '<', before.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Every e-mail to an address, sent or not (a deleted account's receipts and links). */
export async function deleteMailJobsTo(db: Kysely<Database>, recipient: string): Promise<void> {
  await db.deleteFrom('mail_jobs').where('recipient', '=', recipient).execute();
}
