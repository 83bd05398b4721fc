/**
 * Episodes and a traveller's journey through them: listing, detail, content (paid content never
 * leaks), access, start (charging once, in one transaction), progress and views
 * (docs/architecture/voyages.md). Each takes a voyage the traveller may see, resolved by
 * the route (`resolveVoyage`, docs/architecture/voyages.md).
 */
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.ts';
import { AppError } from '#server/errors.ts';
import { spendPassagens } from '#server/features/coins/wallet.service.ts';
import { pt } from '#shared/messages/pt.ts';
import type {
  Episode,
  EpisodeDetail,
  VoyageAccess,
  VoyageAccessStatus,
  VoyageContent,
  VoyageProgress,
  VoyageStart,
} from '#shared/schemas/voyages.ts';
import {
  completeBoarding,
  findBoarding,
  insertBoardingIfAbsent,
  listBoardings,
  raiseProgress,
  reboard,
} from './traveller-voyage.repository.ts';
import type { TravellerVoyageRow } from './traveller-voyage.table.ts';
import { incrementViewCount, listVoyages, type Voyage, type VoyageListItem } from './voyage.repository.ts';
import { recordBoardingEvent, recordProgressEvents, recordVoyageEvent } from './voyage-event.repository.ts';

const voyageNotFound = () => new AppError('NOT_FOUND', { message: pt.voyages.notFound });

function isCompleted(boarding: TravellerVoyageRow | undefined): boolean {
  return Boolean(boarding?.is_completed);
}

function travellerState(boarding: TravellerVoyageRow | undefined) {
  return {
    is_started: boarding !== undefined,
    is_completed: isCompleted(boarding),
    progress: boarding?.progress ?? 0,
  };
}

function coverOf(row: Pick<Voyage, 'image' | 'svg_image'>): string | null {
  return row.image ?? row.svg_image;
}

export function toEpisode(row: VoyageListItem, boarding?: TravellerVoyageRow): Episode {
  return {
    id: String(row.id),
    title: row.title,
    description: row.description,
    short_description: row.short_description,
    image_url: coverOf(row),
    is_free: row.is_free,
    cost: row.cost,
    duration: row.duration,
    slug: row.slug,
    view_count: row.view_count,
    ...travellerState(boarding),
  };
}

export function toEpisodeDetail(row: Voyage, boarding?: TravellerVoyageRow): EpisodeDetail {
  return {
    ...toEpisode(row, boarding),
    author: row.author,
    summary: row.summary,
    themes: row.themes,
    quote: row.quote,
    published_at: row.published_at,
  };
}

/** The content; `readable` false answers the metadata alone (no paragraphs, highlights or audio). */
function toVoyageContent(
  row: Voyage,
  boarding: TravellerVoyageRow | undefined,
  readable: boolean,
): VoyageContent {
  const state = travellerState(boarding);
  const cover = coverOf(row);
  const audio = readable ? row.audio_url : null;
  // Starts belong to one recording of one text: with one per paragraph, else the player estimates.
  const timings =
    audio && row.narration_timings?.length === row.paragraphs.length ? row.narration_timings : null;
  const isFree = row.is_free;
  return {
    id: String(row.id),
    slug: row.slug,
    title: row.title,
    duration: row.duration,
    date: row.published_at,
    author: row.author,
    summary: row.summary,
    cover_image: cover,
    coverImage: cover,
    themes: row.themes,
    paragraphs: readable ? row.paragraphs : [],
    highlights: readable ? row.highlights : [],
    is_started: state.is_started,
    isStarted: state.is_started,
    is_completed: state.is_completed,
    isCompleted: state.is_completed,
    progress: state.progress,
    is_free: isFree,
    isFree,
    cost: row.cost,
    audio_url: audio,
    audioUrl: audio,
    narration_timings: timings,
    narrationTimings: timings,
  };
}

/** The staff's preview (docs/architecture/admin.md): readable whatever its cost or publication, as if boarded. */
export function toPreviewContent(row: Voyage): VoyageContent {
  return { ...toVoyageContent(row, undefined, true), is_started: true, isStarted: true };
}

/** Every episode; with a traveller, their state in each. */
export async function listEpisodes(db: Kysely<Database>, userId: number | null): Promise<Episode[]> {
  const [voyages, boardings] = await Promise.all([
    listVoyages(db, userId),
    userId === null ? Promise.resolve([]) : listBoardings(db, userId),
  ]);
  const byVoyage = new Map(boardings.map((boarding) => [boarding.voyage_id, boarding]));
  return voyages.map((voyage) => toEpisode(voyage, byVoyage.get(voyage.id)));
}

export async function getEpisode(
  db: Kysely<Database>,
  voyage: Voyage,
  userId: number,
): Promise<EpisodeDetail> {
  const boarding = await findBoarding(db, userId, voyage.id);
  return toEpisodeDetail(voyage, boarding);
}

/**
 * A traveller's content: free voyages are readable, paid ones once started. A completed voyage
 * answers 410 until it is re-boarded (SPEC §8, reading screen).
 */
export async function getVoyageContent(db: Kysely<Database>, voyage: Voyage, userId: number) {
  const boarding = await findBoarding(db, userId, voyage.id);
  if (isCompleted(boarding)) throw new AppError('VOYAGE_COMPLETED');
  return toVoyageContent(voyage, boarding, voyage.is_free || boarding !== undefined);
}

/**
 * Whether the traveller may read a voyage they can see: a free one, or one they boarded (completed
 * included, so their notes stay theirs). What the reader annotates and the player remembers.
 */
export async function mayRead(db: Kysely<Database>, voyage: Voyage, userId: number): Promise<boolean> {
  return voyage.is_free || (await findBoarding(db, userId, voyage.id)) !== undefined;
}

/** Public content serves free voyages only; a paid one does not exist here (404). */
export function getPublicVoyageContent(voyage: Voyage): VoyageContent {
  if (!voyage.is_free) throw voyageNotFound();
  return toVoyageContent(voyage, undefined, true);
}

async function balanceOf(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db.selectFrom('users').select('coins').where('id', '=', userId).executeTakeFirst();
  if (!row) throw new AppError('UNAUTHENTICATED');
  return row.coins;
}

export async function checkVoyageAccess(
  db: Kysely<Database>,
  voyage: Voyage,
  userId: number,
): Promise<VoyageAccess> {
  const [boarding, balance] = await Promise.all([findBoarding(db, userId, voyage.id), balanceOf(db, userId)]);
  const isFree = voyage.is_free;
  const status: VoyageAccessStatus = isCompleted(boarding)
    ? 'completed'
    : boarding
      ? 'in_progress'
      : isFree
        ? 'ready'
        : balance >= voyage.cost
          ? 'available'
          : 'insufficient';
  return {
    voyage_id: String(voyage.id),
    status,
    can_start: status !== 'insufficient',
    can_read: status === 'in_progress',
    ...travellerState(boarding),
    is_free: isFree,
    cost: voyage.cost,
    balance,
    missing: status === 'insufficient' ? voyage.cost - balance : 0,
  };
}

/**
 * Starts a voyage. Free: started. Paid: the cost leaves the balance, a ledger row is written and
 * the voyage is started, in one transaction; too few passagens changes nothing. Starting again
 * never charges again; starting a completed voyage re-boards it for free. A new boarding appends
 * its 'start' event in the same transaction (docs/architecture/admin.md).
 */
export async function startVoyage(
  db: Kysely<Database>,
  voyage: Voyage,
  userId: number,
  now: string,
): Promise<VoyageStart> {
  return db.transaction().execute(async (trx) => {
    const answer = async (
      boarding: TravellerVoyageRow,
      outcome: { charged: number; already_started: boolean; reboarded: boolean },
    ): Promise<VoyageStart> => ({
      voyage_id: String(voyage.id),
      is_started: true,
      is_completed: isCompleted(boarding),
      progress: boarding.progress,
      balance: await balanceOf(trx, userId),
      ...outcome,
    });

    const existing = await findBoarding(trx, userId, voyage.id);
    if (existing) {
      if (!isCompleted(existing))
        return answer(existing, { charged: 0, already_started: true, reboarded: false });
      const reboarded = await reboard(trx, existing.id, now);
      if (reboarded) await recordBoardingEvent(trx, reboarded, 'start', now);
      const current = reboarded ?? (await findBoarding(trx, userId, voyage.id)) ?? existing;
      return answer(current, { charged: 0, already_started: true, reboarded: reboarded !== undefined });
    }

    const inserted = await insertBoardingIfAbsent(trx, {
      user_id: userId,
      voyage_id: voyage.id,
      started_at: now,
      updated_at: now,
    });
    if (!inserted) {
      // A concurrent start won the unique index: it did (or will do) the charging.
      const current = await findBoarding(trx, userId, voyage.id);
      if (!current) throw new AppError('CONFLICT', { message: pt.voyages.startFailure });
      return answer(current, { charged: 0, already_started: true, reboarded: false });
    }
    await recordBoardingEvent(trx, inserted, 'start', now);
    if (voyage.is_free) return answer(inserted, { charged: 0, already_started: false, reboarded: false });

    const balance = await spendPassagens(trx, { userId, amount: voyage.cost, voyageId: voyage.id, now });
    // Throwing rolls the started row back with it.
    if (balance === undefined) throw new AppError('INSUFFICIENT_PASSAGENS');
    return answer(inserted, { charged: voyage.cost, already_started: false, reboarded: false });
  });
}

function toProgress(voyageId: number, boarding: TravellerVoyageRow): VoyageProgress {
  return {
    voyage_id: String(voyageId),
    progress: boarding.progress,
    is_completed: isCompleted(boarding),
    completed_at: boarding.completed_at,
  };
}

/**
 * Saves progress: it only goes up; completing sets 100 and records the date. A completed voyage
 * keeps its state (a repeated completion is harmless); a voyage not started is a 409. Reaching 50%
 * and completing append their events (once per boarding) in the same transaction.
 */
export async function saveVoyageProgress(
  db: Kysely<Database>,
  voyage: Voyage,
  userId: number,
  payload: { progress: number; is_completed: boolean },
  now: string,
): Promise<VoyageProgress> {
  return db.transaction().execute(async (trx) => {
    const boarding = await findBoarding(trx, userId, voyage.id);
    if (!boarding) throw new AppError('VOYAGE_NOT_STARTED');
    if (isCompleted(boarding)) return toProgress(voyage.id, boarding);
    const changed = payload.is_completed
      ? await completeBoarding(trx, boarding.id, now)
      : await raiseProgress(trx, boarding.id, payload.progress, now);
    if (changed) await recordProgressEvents(trx, changed, now);
    // Nothing changed: a concurrent call completed it first.
    const current = changed ?? (await findBoarding(trx, userId, voyage.id)) ?? boarding;
    return toProgress(voyage.id, current);
  });
}

/** Counts one view of the detail page: the voyage's counter and the funnel's event, together. */
export async function recordVoyageView(db: Kysely<Database>, voyage: Voyage, userId: number, now: string) {
  const viewCount = await db.transaction().execute(async (trx) => {
    const count = await incrementViewCount(trx, voyage.id);
    await recordVoyageEvent(trx, {
      user_id: userId,
      voyage_id: voyage.id,
      kind: 'detail_view',
      boarding: null,
      occurred_at: now,
    });
    return count;
  });
  return { voyage_id: String(voyage.id), view_count: viewCount ?? voyage.view_count };
}
