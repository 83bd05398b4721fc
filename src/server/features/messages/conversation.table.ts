import type { ColumnType, Generated, Selectable } from 'kysely';

/** A traveller's conversation with the team (docs/architecture/admin.md). */
export interface ConversationTable {
  id: Generated<number>;
  user_id: number;
  subject: string;
  /** 0/1 on SQLite, boolean on PostgreSQL. */
  unread_by_team: boolean | number;
  unread_by_traveller: boolean | number;
  created_at: string;
  last_message_at: string;
  /** Since when the traveller waits for the team's answer; null once the team replied. */
  awaiting_team_since: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ConversationMessageTable {
  id: Generated<number>;
  conversation_id: number;
  author_id: number | null;
  from_team: boolean | number;
  body: string;
  created_at: string;
}

export type ConversationRow = Selectable<ConversationTable>;
export type ConversationMessageRow = Selectable<ConversationMessageTable>;
