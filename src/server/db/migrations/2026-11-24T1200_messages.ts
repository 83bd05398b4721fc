import type { Kysely } from 'kysely';
import { booleanType, idColumn, timestampType } from './dialect.ts';

/**
 * Travellers' conversations with the team (docs/architecture/admin.md): one row per conversation, with who
 * has something unread, and its messages.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('conversations')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('subject', 'varchar(120)', (column) => column.notNull())
    .addColumn('unread_by_team', booleanType(db), (column) => column.notNull())
    .addColumn('unread_by_traveller', booleanType(db), (column) => column.notNull())
    .addColumn('created_at', timestampType(db), (column) => column.notNull())
    .addColumn('last_message_at', timestampType(db), (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('conversations_user_idx')
    .on('conversations')
    .columns(['user_id', 'last_message_at'])
    .execute();
  await db.schema
    .createTable('conversation_messages')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('conversation_id', 'integer', (column) =>
      column.notNull().references('conversations.id').onDelete('cascade'),
    )
    .addColumn('author_id', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('from_team', booleanType(db), (column) => column.notNull())
    .addColumn('body', 'text', (column) => column.notNull())
    .addColumn('created_at', timestampType(db), (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('conversation_messages_conversation_idx')
    .on('conversation_messages')
    .columns(['conversation_id', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('conversation_messages').execute();
  await db.schema.dropTable('conversations').execute();
}
