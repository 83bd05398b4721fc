import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.ts';
import type { AdminAuditLogRow } from './admin-audit-log.table.ts';

export interface AdminAction {
  actorId: number;
  /** What was done, as a stable code: 'product.update', 'coins.grant', 'message.reply'… */
  action: string;
  /** The kind of record it touched: 'product', 'voyage', 'user', 'conversation'… */
  entity: string;
  entityId?: string | number | null;
  /** The record before and after the action; omit a side that does not exist (create, delete). */
  before?: unknown;
  after?: unknown;
}

/**
 * Records one admin action. Pass the transaction that makes the change, so the change and its
 * audit row commit or roll back together.
 */
export async function recordAdminAction(db: Kysely<Database>, action: AdminAction): Promise<void> {
  await db
    .insertInto('admin_audit_log')
    .values({
      actor_id: action.actorId,
      action: action.action,
      entity: action.entity,
      entity_id: action.entityId === undefined || action.entityId === null ? null : String(action.entityId),
      before_json: action.before === undefined ? null : JSON.stringify(action.before),
      after_json: action.after === undefined ? null : JSON.stringify(action.after),
      created_at: new Date().toISOString(),
    })
    .execute();
}

export interface AdminAuditLogQuery {
  page: number;
  pageSize: number;
  entity?: string;
  entityId?: string;
  actorId?: number;
}

export interface AdminAuditLogEntry extends AdminAuditLogRow {
  actor_name: string | null;
}

/** Newest first, with the actor's name (null when the account was deleted). */
export async function listAdminActions(
  db: Kysely<Database>,
  query: AdminAuditLogQuery,
): Promise<{ rows: AdminAuditLogEntry[]; total: number }> {
  let base = db.selectFrom('admin_audit_log');
  if (query.entity) base = base.where('admin_audit_log.entity', '=', query.entity);
  if (query.entityId) base = base.where('admin_audit_log.entity_id', '=', query.entityId);
  if (query.actorId) base = base.where('admin_audit_log.actor_id', '=', query.actorId);
  const [rows, count] = await Promise.all([
    base
      .leftJoin('users', 'users.id', 'admin_audit_log.actor_id')
      .selectAll('admin_audit_log')
      .select('users.name as actor_name')
      .orderBy('admin_audit_log.created_at', 'desc')
      .orderBy('admin_audit_log.id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
