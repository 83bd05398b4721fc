import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Voyage } from '#server/features/voyages/voyage.repository.ts';
import { createTestApp, type TestApp } from '#tests/api-harness.ts';
import { createUser, createVoyage } from '#tests/factories.ts';
import { accountTestEnv, authHeadersFor } from '#tests/sign-in.ts';

const notesUrl = '/api/v1/reader/notes';
const noteUrl = (id: string) => `/api/v1/reader/notes/${id}`;
const bookmarksUrl = '/api/v1/reader/bookmarks';
const bookmarkUrl = (voyageId: string | number, paragraph: number | string) =>
  `/api/v1/reader/bookmarks/${voyageId}/${paragraph}`;

type Headers = Record<string, string>;

let t: TestApp;
let freeVoyage: Voyage;
let paidVoyage: Voyage;
let ana: Headers;
let bruno: Headers;
let anaId: number;

beforeAll(async () => {
  t = await createTestApp({ env: accountTestEnv });
  freeVoyage = await createVoyage(t.app.db, {
    slug: 'encontro-das-aguas',
    title: 'Encontro das Águas',
    paragraphs: ['O barco parte cedo.', 'As águas se encontram sem se misturar.', 'A floresta escuta.'],
  });
  paidVoyage = await createVoyage(t.app.db, { slug: 'rio-pago', title: 'Rio Pago', cost: 2 });
  const anaUser = await createUser(t.app.db, { coins: 5 });
  anaId = anaUser.id;
  ana = await authHeadersFor(t.app, anaUser);
  bruno = await authHeadersFor(t.app, await createUser(t.app.db));
});
afterAll(() => t.close());

function putNote(headers: Headers, id: string, body: Record<string, unknown>) {
  return t.app.inject({ method: 'PUT', url: noteUrl(id), headers, payload: body });
}

describe('every reader route needs a signed-in traveller', () => {
  it.each([
    ['GET', notesUrl],
    ['PUT', noteUrl(randomUUID())],
    ['DELETE', noteUrl(randomUUID())],
    ['GET', bookmarksUrl],
    ['PUT', bookmarkUrl(1, 0)],
    ['DELETE', bookmarkUrl(1, 0)],
  ] as const)('%s %s answers 401 to a guest', async (method, url) => {
    const response = await t.app.inject({ method, url, payload: method === 'PUT' ? {} : undefined });
    expect(response).toHaveStatus(401);
    expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
  });
});

describe('notes', () => {
  it('creates a note by the id the device made, and a retried PUT is the same note', async () => {
    const id = randomUUID();
    const body = { voyage_id: String(freeVoyage.id), paragraph_index: 1, note: '  Duas cores, um rio.  ' };
    const first = await putNote(ana, id, body);
    expect(first).toHaveStatus(200);
    expect(first.json().data).toMatchObject({
      id,
      voyage_id: String(freeVoyage.id),
      voyage_slug: 'encontro-das-aguas',
      voyage_title: 'Encontro das Águas',
      paragraph_index: 1,
      excerpt: 'As águas se encontram sem se misturar.',
      note: 'Duas cores, um rio.',
      deleted: false,
    });
    const again = await putNote(ana, id, body);
    expect(again).toHaveStatus(200);
    expect(again.json().data.id).toBe(id);

    const list = (await t.app.inject({ url: notesUrl, headers: ana })).json().data;
    expect(list.filter((note: { id: string }) => note.id === id)).toHaveLength(1);
  });

  it('accepts the voyage by slug too', async () => {
    const response = await putNote(ana, randomUUID(), {
      voyage_id: 'encontro-das-aguas',
      paragraph_index: 0,
      note: 'Partida.',
    });
    expect(response).toHaveStatus(200);
    expect(response.json().data.voyage_id).toBe(String(freeVoyage.id));
  });

  it('keeps the newer of two versions', async () => {
    const id = randomUUID();
    const base = { voyage_id: String(freeVoyage.id), paragraph_index: 2 };
    await putNote(ana, id, { ...base, note: 'Versão nova', updated_at: '2026-05-02T10:00:00.000Z' });
    const stale = await putNote(ana, id, {
      ...base,
      note: 'Versão velha',
      updated_at: '2026-05-01T10:00:00.000Z',
    });
    expect(stale).toHaveStatus(200);
    expect(stale.json().data.note).toBe('Versão nova');
    const newer = await putNote(ana, id, {
      ...base,
      note: 'Versão mais nova',
      updated_at: '2026-05-03T10:00:00Z',
    });
    expect(newer.json().data.note).toBe('Versão mais nova');
    expect(newer.json().data.updated_at).toBe('2026-05-03T10:00:00.000Z');
  });

  it('never stores a time later than the server clock', async () => {
    const response = await putNote(ana, randomUUID(), {
      voyage_id: String(freeVoyage.id),
      paragraph_index: 0,
      note: 'Relógio adiantado',
      updated_at: '2999-01-01T00:00:00.000Z',
    });
    expect(response.json().data.updated_at < '2999-01-01').toBe(true);
  });

  it('deletes as a tombstone: listed no more, and an old upload cannot bring it back', async () => {
    const id = randomUUID();
    const body = { voyage_id: String(freeVoyage.id), paragraph_index: 0, note: 'Vou apagar' };
    await putNote(ana, id, body);
    const deleted = await t.app.inject({ method: 'DELETE', url: noteUrl(id), headers: ana });
    expect(deleted).toHaveStatus(200);
    expect(deleted.json().data).toMatchObject({ id, deleted: true, note: '' });

    const deletedAgain = await t.app.inject({ method: 'DELETE', url: noteUrl(id), headers: ana });
    expect(deletedAgain).toHaveStatus(200);

    const replay = await putNote(ana, id, { ...body, updated_at: new Date().toISOString() });
    expect(replay).toHaveStatus(200);
    expect(replay.json().data.deleted).toBe(true);

    const list = (await t.app.inject({ url: notesUrl, headers: ana })).json().data;
    expect(list.some((note: { id: string }) => note.id === id)).toBe(false);
  });

  it('answers 404 when deleting a note that never existed', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: noteUrl(randomUUID()), headers: ana });
    expect(response).toHaveStatus(404);
    expect(response.json().message).toBe('Nota não encontrada.');
  });

  it('refuses to move a note to another voyage', async () => {
    const id = randomUUID();
    await putNote(ana, id, { voyage_id: String(freeVoyage.id), paragraph_index: 0, note: 'Aqui' });
    const other = await createVoyage(t.app.db, { title: 'Outra' });
    const response = await putNote(ana, id, { voyage_id: String(other.id), paragraph_index: 0, note: 'Ali' });
    expect(response).toHaveStatus(409);
    expect(response.json().message).toBe('Esta nota pertence a outra viagem.');
  });

  it('validates the note, the paragraph and the id with 422 and field errors', async () => {
    const empty = await putNote(ana, randomUUID(), {
      voyage_id: String(freeVoyage.id),
      paragraph_index: 0,
      note: '   ',
    });
    expect(empty).toHaveStatus(422);
    expect(empty.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Escreva algo antes de salvar.',
      errors: { note: ['Escreva algo antes de salvar.'] },
    });

    const long = await putNote(ana, randomUUID(), {
      voyage_id: String(freeVoyage.id),
      paragraph_index: 0,
      note: 'a'.repeat(2001),
    });
    expect(long).toHaveStatus(422);
    expect(long.json().errors.note).toEqual(['A nota deve ter no máximo 2000 caracteres.']);
    const longest = await putNote(ana, randomUUID(), {
      voyage_id: String(freeVoyage.id),
      paragraph_index: 0,
      note: 'a'.repeat(2000),
    });
    expect(longest).toHaveStatus(200);

    const outside = await putNote(ana, randomUUID(), {
      voyage_id: String(freeVoyage.id),
      paragraph_index: 3,
      note: 'x',
    });
    expect(outside).toHaveStatus(422);
    expect(outside.json().errors.paragraph_index).toEqual(['Parágrafo inválido.']);

    const negative = await putNote(ana, randomUUID(), {
      voyage_id: String(freeVoyage.id),
      paragraph_index: -1,
      note: 'x',
    });
    expect(negative).toHaveStatus(422);

    const unknownField = await putNote(ana, randomUUID(), {
      voyage_id: String(freeVoyage.id),
      paragraph_index: 0,
      note: 'x',
      user_id: 1,
    });
    expect(unknownField).toHaveStatus(422);

    const badId = await putNote(ana, 'not-a-uuid', {
      voyage_id: String(freeVoyage.id),
      paragraph_index: 0,
      note: 'x',
    });
    expect(badId).toHaveStatus(422);
    expect(badId.json().errors.id).toEqual(['Identificador de nota inválido.']);
  });

  it('answers 404 for an unknown voyage and 409 for a paid voyage not started', async () => {
    const unknown = await putNote(ana, randomUUID(), { voyage_id: '999999', paragraph_index: 0, note: 'x' });
    expect(unknown).toHaveStatus(404);
    expect(unknown.json().message).toBe('Viagem não encontrada');

    const paid = await putNote(ana, randomUUID(), {
      voyage_id: String(paidVoyage.id),
      paragraph_index: 0,
      note: 'x',
    });
    expect(paid).toHaveStatus(409);
    expect(paid.json().code).toBe('VOYAGE_NOT_STARTED');

    const start = await t.app.inject({
      method: 'POST',
      url: `/api/v1/voyages/${paidVoyage.id}/start`,
      headers: ana,
    });
    expect(start).toHaveStatus(200);
    const afterStart = await putNote(ana, randomUUID(), {
      voyage_id: String(paidVoyage.id),
      paragraph_index: 0,
      note: 'Valeu cada passagem.',
    });
    expect(afterStart).toHaveStatus(200);
  });

  it('lists one voyage or all, grouped by voyage and paragraph', async () => {
    const onlyFree = (
      await t.app.inject({ url: `${notesUrl}?voyage_id=${freeVoyage.id}`, headers: ana })
    ).json().data;
    expect(onlyFree.length).toBeGreaterThan(0);
    expect(onlyFree.every((note: { voyage_id: string }) => note.voyage_id === String(freeVoyage.id))).toBe(
      true,
    );
    const paragraphs = onlyFree.map((note: { paragraph_index: number }) => note.paragraph_index);
    expect(paragraphs).toEqual([...paragraphs].sort((a, b) => a - b));

    const all = (await t.app.inject({ url: notesUrl, headers: ana })).json().data;
    expect(new Set(all.map((note: { voyage_id: string }) => note.voyage_id))).toEqual(
      new Set([String(freeVoyage.id), String(paidVoyage.id)]),
    );

    const unknown = await t.app.inject({ url: `${notesUrl}?voyage_id=nao-existe`, headers: ana });
    expect(unknown).toHaveStatus(404);
  });

  it("never shows nor changes another traveller's notes", async () => {
    const id = randomUUID();
    await putNote(ana, id, { voyage_id: String(freeVoyage.id), paragraph_index: 0, note: 'Só minha' });

    const brunoList = (await t.app.inject({ url: notesUrl, headers: bruno })).json().data;
    expect(brunoList).toEqual([]);

    const brunoDelete = await t.app.inject({ method: 'DELETE', url: noteUrl(id), headers: bruno });
    expect(brunoDelete).toHaveStatus(404);

    // The same device id under another account is another note.
    const brunoPut = await putNote(bruno, id, {
      voyage_id: String(freeVoyage.id),
      paragraph_index: 1,
      note: 'Do Bruno',
    });
    expect(brunoPut).toHaveStatus(200);
    const anaNote = (await t.app.inject({ url: notesUrl, headers: ana }))
      .json()
      .data.find((note: { id: string }) => note.id === id);
    expect(anaNote.note).toBe('Só minha');
  });

  it('counts live notes as savedNotes in get-info', async () => {
    const before = (await t.app.inject({ url: '/api/v1/user/get-info', headers: ana })).json().data
      .savedNotes;
    const listed = (await t.app.inject({ url: notesUrl, headers: ana })).json().data.length;
    expect(before).toBe(listed);
    const id = randomUUID();
    await putNote(ana, id, { voyage_id: String(freeVoyage.id), paragraph_index: 0, note: 'Conta uma' });
    expect((await t.app.inject({ url: '/api/v1/user/get-info', headers: ana })).json().data.savedNotes).toBe(
      before + 1,
    );
    await t.app.inject({ method: 'DELETE', url: noteUrl(id), headers: ana });
    expect((await t.app.inject({ url: '/api/v1/user/get-info', headers: ana })).json().data.savedNotes).toBe(
      before,
    );
    expect(anaId).toBeGreaterThan(0);
  });
});

describe('bookmarks', () => {
  it('sets a bookmark idempotently, keeping its first date', async () => {
    const first = await t.app.inject({
      method: 'PUT',
      url: bookmarkUrl(freeVoyage.id, 1),
      headers: ana,
      payload: { title: 'As águas se encontram', date: '2026-05-01T12:00:00.000Z' },
    });
    expect(first).toHaveStatus(200);
    expect(first.json().data).toEqual({
      voyage_id: String(freeVoyage.id),
      voyage_slug: 'encontro-das-aguas',
      voyage_title: 'Encontro das Águas',
      paragraph_index: 1,
      title: 'As águas se encontram',
      created_at: '2026-05-01T12:00:00.000Z',
    });
    const again = await t.app.inject({
      method: 'PUT',
      url: bookmarkUrl('encontro-das-aguas', 1),
      headers: ana,
      payload: { title: 'Novo título', date: '2026-06-01T12:00:00.000Z' },
    });
    expect(again.json().data).toMatchObject({ title: 'Novo título', created_at: '2026-05-01T12:00:00.000Z' });

    const list = (
      await t.app.inject({ url: `${bookmarksUrl}?voyage_id=${freeVoyage.id}`, headers: ana })
    ).json().data;
    expect(list).toHaveLength(1);
  });

  it('removes a bookmark; removing it again is fine', async () => {
    await t.app.inject({ method: 'PUT', url: bookmarkUrl(freeVoyage.id, 2), headers: ana, payload: {} });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: bookmarkUrl(freeVoyage.id, 2),
      headers: ana,
    });
    expect(removed.json()).toEqual({ success: true, data: { removed: true } });
    const again = await t.app.inject({ method: 'DELETE', url: bookmarkUrl(freeVoyage.id, 2), headers: ana });
    expect(again.json()).toEqual({ success: true, data: { removed: false } });
  });

  it('validates the paragraph and the voyage', async () => {
    const outside = await t.app.inject({
      method: 'PUT',
      url: bookmarkUrl(freeVoyage.id, 9),
      headers: ana,
      payload: {},
    });
    expect(outside).toHaveStatus(422);
    const notNumber = await t.app.inject({
      method: 'PUT',
      url: bookmarkUrl(freeVoyage.id, 'x'),
      headers: ana,
      payload: {},
    });
    expect(notNumber).toHaveStatus(422);
    const longTitle = await t.app.inject({
      method: 'PUT',
      url: bookmarkUrl(freeVoyage.id, 0),
      headers: ana,
      payload: { title: 't'.repeat(201) },
    });
    expect(longTitle).toHaveStatus(422);
    const unknown = await t.app.inject({
      method: 'PUT',
      url: bookmarkUrl('nao-existe', 0),
      headers: ana,
      payload: {},
    });
    expect(unknown).toHaveStatus(404);
    const paid = await createVoyage(t.app.db, { cost: 3 });
    const notStarted = await t.app.inject({
      method: 'PUT',
      url: bookmarkUrl(paid.id, 0),
      headers: bruno,
      payload: {},
    });
    expect(notStarted).toHaveStatus(409);
  });

  it("keeps each traveller's bookmarks apart", async () => {
    await t.app.inject({
      method: 'PUT',
      url: bookmarkUrl(freeVoyage.id, 0),
      headers: bruno,
      payload: { title: 'B' },
    });
    const anaList = (await t.app.inject({ url: bookmarksUrl, headers: ana })).json().data;
    expect(anaList.some((bookmark: { title: string }) => bookmark.title === 'B')).toBe(false);
    await t.app.inject({ method: 'DELETE', url: bookmarkUrl(freeVoyage.id, 1), headers: bruno });
    const anaAfter = (await t.app.inject({ url: bookmarksUrl, headers: ana })).json().data;
    expect(anaAfter.some((bookmark: { paragraph_index: number }) => bookmark.paragraph_index === 1)).toBe(
      true,
    );
  });
});
