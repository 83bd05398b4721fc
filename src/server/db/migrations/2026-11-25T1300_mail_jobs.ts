import { type Kysely, sql } from 'kysely';
import { idColumn, timestampType } from './dialect.ts';

/**
 * The durable mail queue (docs/decisions/090): every e-mail is a row first, sent by a background
 * worker with retries; a row claimed by a process that died is taken again when its lease ends.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('mail_jobs')
    .addColumn('id', 'integer', idColumn(db))
    // Same key, one e-mail (a webhook delivered twice queues one receipt); null for most.
    .addColumn('dedupe_key', 'varchar(200)', (column) => column.unique())
    .addColumn('message_id', 'varchar(200)', (column) => column.notNull())
    .addColumn('recipient', 'varchar(320)', (column) => column.notNull())
    .addColumn('subject', 'varchar(300)', (column) => column.notNull())
    .addColumn('text_body', 'text', (column) => column.notNull())
    .addColumn('html_body', 'text', (column) => column.notNull())
    // Who wants to hear how it ended (e.g. 'ebook-delivery' and its row id).
    .addColumn('topic', 'varchar(40)')
    .addColumn('topic_id', 'integer')
    .addColumn('status', 'varchar(8)', (column) => column.notNull().defaultTo('queued'))
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('run_at', timestampType(db), (column) => column.notNull())
    .addColumn('locked_until', timestampType(db))
    .addColumn('last_error', 'text')
    .addColumn('created_at', timestampType(db), (column) => column.notNull())
    .addColumn('finished_at', timestampType(db))
    .addCheckConstraint('mail_jobs_status', sql`status in ('queued', 'sending', 'sent', 'failed')`)
    .execute();
  await db.schema.createIndex('mail_jobs_due_idx').on('mail_jobs').columns(['status', 'run_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mail_jobs').execute();
}
