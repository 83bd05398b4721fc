import { type Kysely, sql } from 'kysely';

/**
 * Notes merge field by field (docs/decisions/160): a note's text and its (new) colour each keep
 * the version of their latest edit (`<ISO time>|<device>`); '' is older than any edit, so the notes
 * written before keep their fields until someone edits them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('voyage_notes')
    .addColumn('color', 'varchar(8)', (column) =>
      column.notNull().defaultTo('yellow').check(sql`color in ('yellow', 'green', 'blue', 'pink')`),
    )
    .execute();
  for (const column of ['note_version', 'color_version']) {
    await db.schema
      .alterTable('voyage_notes')
      .addColumn(column, 'varchar(80)', (definition) => definition.notNull().defaultTo(''))
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['color_version', 'note_version', 'color']) {
    await db.schema.alterTable('voyage_notes').dropColumn(column).execute();
  }
}
