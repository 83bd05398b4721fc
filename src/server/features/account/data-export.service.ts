/**
 * Access and portability (LGPD art. 18, II and V; docs/architecture/account.md): everything the
 * product holds about a traveller as one JSON document, written as it is read, page by page, so
 * memory stays flat however much they wrote. One export at a time per traveller, on any instance.
 */
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.ts';
import { AppError } from '#server/errors.ts';
import { pt } from '#shared/messages/pt.ts';
import { EXPORT_MARK_TIMEOUT_MS, type ExportSection, exportSections } from './personal-data.ts';

const PAGE_SIZE = 500;
export const EXPORT_FORMAT = 'rota-amazonia.dados-pessoais/1';

/** Marks the traveller's export as running; a second one while it runs is refused. */
export async function beginDataExport(db: Kysely<Database>, userId: number, now: Date): Promise<void> {
  const staleBefore = new Date(now.getTime() - EXPORT_MARK_TIMEOUT_MS).toISOString();
  const { numUpdatedRows } = await db
    .updateTable('users')
    .set({ data_export_started_at: now.toISOString() })
    .where('id', '=', userId)
    .where((eb) =>
      eb.or([eb('data_export_started_at', 'is', null), eb('data_export_started_at', '<', staleBefore)]),
    )
    .executeTakeFirst();
  if (numUpdatedRows === 0n) {
    throw new AppError('CONFLICT', { message: pt.personalData.exportRunning });
  }
}

export async function endDataExport(db: Kysely<Database>, userId: number): Promise<void> {
  await db.updateTable('users').set({ data_export_started_at: null }).where('id', '=', userId).execute();
}

/** A row as the file writes it: no secret, booleans as booleans. */
function exported(row: Record<string, unknown>, { omit = [], booleans = [] }: ExportSection) {
  return Object.fromEntries(
    Object.entries(row)
      .filter(([column]) => !omit.includes(column))
      .map(([column, value]) => [
        column,
        booleans.includes(column) && value !== null ? Boolean(value) : value,
      ]),
  );
}

async function* sectionRows(db: Kysely<Database>, userId: number, section: ExportSection) {
  let after: unknown;
  for (;;) {
    let query = section.rows(db, userId);
    if (after !== undefined) query = query.where(section.key, '>', after);
    const page = await query.orderBy(section.key).limit(PAGE_SIZE).execute();
    for (const row of page) yield exported(row, section);
    if (page.length < PAGE_SIZE) return;
    after = page[page.length - 1]?.[section.key];
  }
}

/** The document, piece by piece: `{ format, exported_at, user_id, tables: { name: [rows] } }`. */
export async function* dataExportDocument(db: Kysely<Database>, userId: number, now: Date) {
  yield `{"format":${JSON.stringify(EXPORT_FORMAT)},"exported_at":${JSON.stringify(now.toISOString())},"user_id":${userId},"tables":{`;
  for (const [index, section] of exportSections.entries()) {
    yield `${index === 0 ? '' : ','}${JSON.stringify(section.name)}:[`;
    let first = true;
    for await (const row of sectionRows(db, userId, section)) {
      yield `${first ? '' : ','}\n${JSON.stringify(row)}`;
      first = false;
    }
    yield ']';
  }
  yield '}}\n';
}
