import type { Generated, Insertable, Selectable } from 'kysely';

/** One admin action: who, what, on which record, the record before and after (JSON), when. */
export interface AdminAuditLogTable {
  id: Generated<number>;
  actor_id: number | null;
  action: string;
  entity: string;
  entity_id: string | null;
  before_json: string | null;
  after_json: string | null;
  created_at: string;
}

export type AdminAuditLogRow = Selectable<AdminAuditLogTable>;
export type NewAdminAuditLogRow = Insertable<AdminAuditLogTable>;
