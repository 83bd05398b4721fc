/**
 * Voyages in the staff's console (docs/architecture/admin.md): list, load, create as a draft, edit (the
 * travellers' notes and bookmarks follow their paragraphs), publish and unpublish; every change
 * audited in the transaction that makes it.
 */
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.ts';
import { AppError } from '#server/errors.ts';
import { recordAdminAction } from '#server/features/audit-log/admin-audit-log.repository.ts';
import { moveVoyageMarks } from '#server/features/reader/reader.repository.ts';
import {
  findVoyageById,
  insertVoyage,
  listEveryVoyage,
  nextHighlightOrder,
  updateVoyage,
  type Voyage,
  type VoyageChanges,
} from '#server/features/voyages/voyage.repository.ts';
import { toPreviewContent } from '#server/features/voyages/voyage-journey.service.ts';
import { adminVoyagesUi } from '#shared/messages/pt-admin-voyages.ts';
import type {
  AdminVoyage,
  AdminVoyagePayload,
  AdminVoyageSummary,
  AdminVoyageUpdate,
} from '#shared/schemas/admin-voyages.ts';
import type { VoyageContent } from '#shared/schemas/voyages.ts';
import { paragraphMoves } from './paragraph-moves.ts';

const notFound = () => new AppError('NOT_FOUND', { message: adminVoyagesUi.notFound });

function slugFor(title: string): string {
  const base = title
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
  return `${base || 'viagem'}-${Date.now().toString(36)}`;
}

async function travellerCounts(db: Kysely<Database>, voyageIds: number[]): Promise<Map<number, number>> {
  if (voyageIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('traveller_voyages')
    .select(['voyage_id', (eb) => eb.fn.countAll<string | number>().as('travellers')])
    .where('voyage_id', 'in', voyageIds)
    .groupBy('voyage_id')
    .execute();
  return new Map(rows.map((row) => [row.voyage_id, Number(row.travellers)]));
}

function toAdminVoyage(row: Voyage, travellers: number): AdminVoyage {
  const { paragraphs } = row;
  return {
    id: String(row.id),
    slug: row.slug,
    is_published: row.is_published,
    published_at: row.published_at ? new Date(row.published_at).toISOString() : null,
    view_count: row.view_count,
    travellers,
    narration_timed: (row.narration_timings ?? []).length === paragraphs.length,
    updated_at: new Date(row.updated_at).toISOString(),
    title: row.title,
    short_description: row.short_description,
    description: row.description,
    summary: row.summary,
    author: row.author,
    duration: row.duration,
    cost: row.cost,
    themes: row.themes,
    quote: row.quote,
    theme_color: row.theme_color,
    icon: row.icon,
    is_highlighted: row.is_highlighted,
    cover_image: row.image,
    audio_url: row.audio_url,
    paragraphs,
    highlights: row.highlights,
  };
}

/** What the audit log keeps of a new voyage: everything but the text itself, which can be long. */
function auditView(voyage: AdminVoyage) {
  const { paragraphs, highlights, ...rest } = voyage;
  return { ...rest, paragraph_count: paragraphs.length, highlight_count: highlights.length };
}

/** Fields that change by themselves or are compared apart. */
const NOT_COMPARED = new Set(['updated_at', 'travellers', 'view_count', 'paragraphs', 'highlights']);

type ParagraphChange = { index: number; origin?: number | null; text?: string };

/**
 * What an edit changed, for the audit log (docs/architecture/admin.md): each changed field before and
 * after; of the text, only the paragraphs touched — an edited one with its old and new words, a
 * moved one by its indices, a new one with its words, a deleted one (before) with its words; the
 * highlights whole when they changed.
 */
export function voyageChanges(
  before: AdminVoyage,
  after: AdminVoyage,
  origins: readonly (number | null)[],
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const was: Record<string, unknown> = {};
  const is: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof AdminVoyage)[]) {
    if (NOT_COMPARED.has(key) || JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    was[key] = before[key];
    is[key] = after[key];
  }

  const oldParagraphs: ParagraphChange[] = [];
  const newParagraphs: ParagraphChange[] = [];
  const kept = new Set<number>();
  after.paragraphs.forEach((text, index) => {
    const origin = origins[index] ?? null;
    const previous = origin === null ? undefined : before.paragraphs[origin];
    if (origin === null || previous === undefined) {
      newParagraphs.push({ index, origin: null, text });
      return;
    }
    kept.add(origin);
    if (previous !== text) {
      oldParagraphs.push({ index: origin, text: previous });
      newParagraphs.push({ index, origin, text });
    } else if (origin !== index) {
      newParagraphs.push({ index, origin });
    }
  });
  before.paragraphs.forEach((text, index) => {
    if (!kept.has(index)) oldParagraphs.push({ index, text });
  });
  if (oldParagraphs.length > 0 || newParagraphs.length > 0) {
    was.paragraphs = oldParagraphs.sort((a, b) => a.index - b.index);
    is.paragraphs = newParagraphs;
  }
  if (JSON.stringify(before.highlights) !== JSON.stringify(after.highlights)) {
    was.highlights = before.highlights;
    is.highlights = after.highlights;
  }
  return { before: was, after: is };
}

export async function listAdminVoyages(db: Kysely<Database>): Promise<AdminVoyageSummary[]> {
  const rows = await listEveryVoyage(db);
  const counts = await travellerCounts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: String(row.id),
    slug: row.slug,
    title: row.title,
    is_published: row.is_published,
    published_at: row.published_at ? new Date(row.published_at).toISOString() : null,
    cost: row.cost,
    paragraph_count: row.paragraphs.length,
    has_narration: row.audio_url !== null,
    travellers: counts.get(row.id) ?? 0,
    updated_at: new Date(row.updated_at).toISOString(),
  }));
}

async function findOrFail(db: Kysely<Database>, id: number): Promise<Voyage> {
  const row = await findVoyageById(db, id);
  if (!row) throw notFound();
  return row;
}

async function adminVoyageOf(db: Kysely<Database>, row: Voyage): Promise<AdminVoyage> {
  return toAdminVoyage(row, (await travellerCounts(db, [row.id])).get(row.id) ?? 0);
}

export async function getAdminVoyage(db: Kysely<Database>, id: number): Promise<AdminVoyage> {
  return adminVoyageOf(db, await findOrFail(db, id));
}

export async function previewVoyage(db: Kysely<Database>, id: number): Promise<VoyageContent> {
  return toPreviewContent(await findOrFail(db, id));
}

/** The columns a payload writes (the text, the look, the price); never the publication. */
function contentColumns(payload: AdminVoyagePayload) {
  return {
    title: payload.title,
    short_description: payload.short_description,
    description: payload.description,
    summary: payload.summary,
    author: payload.author,
    duration: payload.duration,
    cost: payload.cost,
    is_free: payload.cost === 0,
    themes: payload.themes,
    quote: payload.quote,
    theme_color: payload.theme_color,
    icon: payload.icon,
    image: payload.cover_image,
    audio_url: payload.audio_url,
    paragraphs: payload.paragraphs.map((paragraph) => paragraph.text),
    // Highlights are kept only where their words still are (the schema checked it).
    highlights: payload.highlights,
  } satisfies VoyageChanges;
}

/** A new voyage starts as a draft: only the team sees it until it is published. */
export async function createAdminVoyage(
  db: Kysely<Database>,
  actorId: number,
  payload: AdminVoyagePayload,
): Promise<AdminVoyage> {
  const now = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    const row = await insertVoyage(trx, {
      ...contentColumns(payload),
      slug: slugFor(payload.title),
      is_highlighted: payload.is_highlighted,
      highlight_order: payload.is_highlighted ? await nextHighlightOrder(trx) : 0,
      svg_image: payload.is_highlighted ? payload.cover_image : null,
      narration_timings: null,
      is_published: false,
      published_at: null,
      view_count: 0,
      edited_at: now,
      created_at: now,
      updated_at: now,
    });
    const voyage = toAdminVoyage(row, 0);
    await recordAdminAction(trx, {
      actorId,
      action: 'voyage.create',
      entity: 'voyage',
      entityId: row.id,
      after: auditView(voyage),
    });
    return voyage;
  });
}

const changedSince = () => new AppError('CONFLICT', { message: adminVoyagesUi.changedSince });

/** Now, but always after the previous change: `updated_at` is the version editors send back. */
function nextVersion(previous: string): string {
  return new Date(Math.max(Date.now(), Date.parse(previous) + 1)).toISOString();
}

/**
 * Saves an edit made on the version the editor loaded (`payload.version`, its updated_at). A voyage
 * changed since is refused: the paragraphs' origins point into the text the editor loaded, and
 * applying them to another text would move the travellers' notes to the wrong paragraphs.
 */
export async function updateAdminVoyage(
  db: Kysely<Database>,
  actorId: number,
  id: number,
  payload: AdminVoyageUpdate,
): Promise<AdminVoyage> {
  return db.transaction().execute(async (trx) => {
    const beforeRow = await findOrFail(trx, id);
    if (Date.parse(payload.version) !== Date.parse(beforeRow.updated_at)) throw changedSince();
    const now = nextVersion(beforeRow.updated_at);
    const before = await adminVoyageOf(trx, beforeRow);
    const columns = contentColumns(payload);
    // Paragraph starts belong to one recording of one text: any change and the player estimates.
    const sameNarration =
      columns.audio_url === beforeRow.audio_url &&
      columns.paragraphs.length === before.paragraphs.length &&
      columns.paragraphs.every((text, index) => text === before.paragraphs[index]);
    const becomesHighlighted = payload.is_highlighted && !beforeRow.is_highlighted;
    const row = await updateVoyage(
      trx,
      id,
      {
        ...columns,
        is_highlighted: payload.is_highlighted,
        ...(becomesHighlighted ? { highlight_order: await nextHighlightOrder(trx) } : {}),
        svg_image: beforeRow.svg_image ?? (payload.is_highlighted ? payload.cover_image : null),
        narration_timings: sameNarration ? beforeRow.narration_timings : null,
        edited_at: now,
        updated_at: now,
      },
      // Still the version just read: a save that committed in between makes this one a 409.
      beforeRow.updated_at,
    );
    if (!row) throw changedSince();
    await moveVoyageMarks(
      trx,
      id,
      paragraphMoves(
        payload.paragraphs.map((paragraph) => paragraph.origin),
        before.paragraphs.length,
      ),
      now,
    );
    const after = await adminVoyageOf(trx, row);
    const changes = voyageChanges(
      before,
      after,
      payload.paragraphs.map((paragraph) => paragraph.origin),
    );
    await recordAdminAction(trx, {
      actorId,
      action: 'voyage.update',
      entity: 'voyage',
      entityId: id,
      ...changes,
    });
    return after;
  });
}

/** Publishing keeps the first publication date (the series' order); unpublishing hides it. */
export async function setVoyagePublication(
  db: Kysely<Database>,
  actorId: number,
  id: number,
  published: boolean,
): Promise<AdminVoyage> {
  return db.transaction().execute(async (trx) => {
    const beforeRow = await findOrFail(trx, id);
    const now = nextVersion(beforeRow.updated_at);
    const row = await updateVoyage(trx, id, {
      is_published: published,
      published_at: beforeRow.published_at ?? (published ? now : null),
      edited_at: now,
      updated_at: now,
    });
    if (!row) throw notFound();
    const after = await adminVoyageOf(trx, row);
    await recordAdminAction(trx, {
      actorId,
      action: published ? 'voyage.publish' : 'voyage.unpublish',
      entity: 'voyage',
      entityId: id,
      before: { is_published: beforeRow.is_published, published_at: beforeRow.published_at },
      after: { is_published: after.is_published, published_at: after.published_at },
    });
    return after;
  });
}
