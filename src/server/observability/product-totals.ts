/**
 * What every instance reports alike, read from the database at scrape time rather than counted in
 * each process (docs/decisions/162): the mail queue, orders, refunds, passagens and the last
 * backup (on SQLite, from DATA_DIR: backup-runs.repository.ts). A handful of grouped counts, read at most once per scrape interval.
 */
import { type Kysely, sql } from 'kysely';
import { lastBackupRun } from '#server/backup/backup-runs.repository.ts';
import type { DatabaseDialect } from '#server/db/connection.ts';
import type { Database } from '#server/db/database.ts';

export interface ProductTotals {
  mailJobs: { status: string; count: number }[];
  /** When the oldest e-mail still waiting was queued (null: none waits). */
  oldestQueuedMailAt: string | null;
  /** When the last e-mail was given up (null: none is on record). */
  lastFailedMailAt: string | null;
  checkouts: { provider: string; started: number; paid: number }[];
  refunds: { kind: string; requested: number; refunded: number }[];
  passagens: { kind: string; credited: number; spent: number }[];
  lastBackup: { finishedAt: string; bytes: number } | undefined;
}

export async function readProductTotals(
  { db, dialect }: { db: Kysely<Database>; dialect: DatabaseDialect },
  dataDir: string,
): Promise<ProductTotals> {
  const [mailJobs, oldestQueued, lastFailed, checkouts, refunds, passagens, lastBackup] = await Promise.all([
    db
      .selectFrom('mail_jobs')
      .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy('status')
      .execute(),
    db
      .selectFrom('mail_jobs')
      .select((eb) => eb.fn.min('created_at').as('at'))
      .where('status', 'in', ['queued', 'sending'])
      .executeTakeFirst(),
    db
      .selectFrom('mail_jobs')
      .select((eb) => eb.fn.max('finished_at').as('at'))
      .where('status', '=', 'failed')
      .executeTakeFirst(),
    db
      .selectFrom('coin_orders')
      .select([
        'provider',
        (eb) => eb.fn.countAll<number>().as('started'),
        (eb) => eb.fn.count<number>('paid_at').as('paid'),
      ])
      .groupBy('provider')
      .execute(),
    db
      .selectFrom('coin_orders')
      .select([
        'refund_kind as kind',
        (eb) => eb.fn.countAll<number>().as('requested'),
        (eb) => eb.fn.count<number>('refunded_at').as('refunded'),
      ])
      .where('refund_kind', 'is not', null)
      .groupBy('refund_kind')
      .execute(),
    db
      .selectFrom('coin_ledger')
      .select([
        'kind',
        sql<number>`coalesce(sum(case when amount > 0 then amount else 0 end), 0)`.as('credited'),
        sql<number>`coalesce(sum(case when amount < 0 then -amount else 0 end), 0)`.as('spent'),
      ])
      .groupBy('kind')
      .execute(),
    lastBackupRun({ db, dialect }, dataDir),
  ]);
  return {
    mailJobs: mailJobs.map((row) => ({ status: row.status, count: Number(row.count) })),
    oldestQueuedMailAt: oldestQueued?.at ?? null,
    lastFailedMailAt: lastFailed?.at ?? null,
    checkouts: checkouts.map((row) => ({
      provider: row.provider,
      started: Number(row.started),
      paid: Number(row.paid),
    })),
    refunds: refunds.map((row) => ({
      kind: row.kind ?? '',
      requested: Number(row.requested),
      refunded: Number(row.refunded),
    })),
    passagens: passagens.map((row) => ({
      kind: row.kind,
      credited: Number(row.credited),
      spent: Number(row.spent),
    })),
    lastBackup,
  };
}
