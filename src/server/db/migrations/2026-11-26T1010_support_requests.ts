import { type Kysely, sql } from 'kysely';
import { timestampType } from './dialect.ts';

/**
 * Support that acknowledges at once (docs/architecture/legal.md): a conversation waits for the team
 * from the traveller's first unanswered message until the team replies. Conversations already
 * waiting take the first traveller message after the team's last reply.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('conversations').addColumn('awaiting_team_since', timestampType(db)).execute();
  await sql`
    update conversations set awaiting_team_since = (
      select min(m.created_at) from conversation_messages m
      where m.conversation_id = conversations.id and m.from_team = ${sql.lit(false)}
        and m.id > coalesce((
          select max(t.id) from conversation_messages t
          where t.conversation_id = conversations.id and t.from_team = ${sql.lit(true)}
        ), 0)
    )
  `.execute(db);
  await db.schema
    .createIndex('conversations_awaiting_team_idx')
    .on('conversations')
    .column('awaiting_team_since')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('conversations_awaiting_team_idx').execute();
  await db.schema.alterTable('conversations').dropColumn('awaiting_team_since').execute();
}
