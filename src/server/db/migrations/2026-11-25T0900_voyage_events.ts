import { type Kysely, sql } from 'kysely';
import { idColumn, timestampType } from './dialect.ts';

const BATCH = 500;

/**
 * The voyage funnel's events, appended when they happen (docs/architecture/admin.md): re-boarding resets a
 * boarding's progress, so counting the boardings' current state made past completions vanish.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('voyage_events')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('user_id', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('voyage_id', 'integer', (column) =>
      column.notNull().references('voyages.id').onDelete('cascade'),
    )
    .addColumn('kind', 'varchar(16)', (column) => column.notNull())
    .addColumn('boarding', 'integer')
    .addColumn('occurred_at', timestampType(db), (column) => column.notNull())
    .addCheckConstraint('voyage_events_kind', sql`kind in ('detail_view', 'start', 'halfway', 'complete')`)
    .execute();
  // One start, one halfway and one completion per boarding (views have no boarding: nulls differ).
  await db.schema
    .createIndex('voyage_events_once_per_boarding')
    .on('voyage_events')
    .columns(['user_id', 'voyage_id', 'boarding', 'kind'])
    .unique()
    .execute();
  await db.schema
    .createIndex('voyage_events_occurred_at_idx')
    .on('voyage_events')
    .columns(['occurred_at', 'kind'])
    .execute();

  // What the boardings still show, each step at the best time the row keeps. Views were counted
  // from page views without a traveller, so none are carried over.
  const boardings = await db
    .selectFrom('traveller_voyages')
    .select([
      'user_id',
      'voyage_id',
      'progress',
      'is_completed',
      'completions',
      'boardings',
      'started_at',
      'completed_at',
      'updated_at',
    ])
    .execute();
  const events: Record<string, unknown>[] = [];
  for (const row of boardings) {
    const event = (kind: string, boarding: number, occurredAt: unknown) =>
      events.push({
        user_id: row.user_id,
        voyage_id: row.voyage_id,
        kind,
        boarding,
        occurred_at: occurredAt,
      });
    const current = Number(row.boardings);
    const completedNow = Boolean(row.is_completed);
    event('start', current, row.started_at);
    if (completedNow) {
      event('halfway', current, row.completed_at ?? row.updated_at);
      event('complete', current, row.completed_at ?? row.updated_at);
    } else if (Number(row.progress) >= 50) {
      event('halfway', current, row.updated_at);
    }
    // Completions of earlier boardings: each happened before the current boarding started.
    const earlier = Math.min(Number(row.completions) - (completedNow ? 1 : 0), current - 1);
    for (let boarding = current - 1; boarding > current - 1 - earlier; boarding -= 1) {
      event('halfway', boarding, row.started_at);
      event('complete', boarding, row.started_at);
    }
  }
  for (let index = 0; index < events.length; index += BATCH) {
    await db
      .insertInto('voyage_events')
      .values(events.slice(index, index + BATCH))
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('voyage_events').execute();
}
