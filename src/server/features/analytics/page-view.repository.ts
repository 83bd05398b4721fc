import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.ts';
import type { NewPageView } from './page-view.table.ts';

export async function insertPageView(db: Kysely<Database>, pageView: NewPageView): Promise<void> {
  await db.insertInto('page_views').values(pageView).execute();
}

export async function countPageViews(db: Kysely<Database>, path?: string): Promise<number> {
  let query = db.selectFrom('page_views').select((eb) => eb.fn.countAll<number>().as('count'));
  if (path) query = query.where('path', '=', path);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function countPageViewsSince(db: Kysely<Database>, since: string): Promise<number> {
  const row = await db
    .selectFrom('page_views')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('created_at', '>=', since)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
