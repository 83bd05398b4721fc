import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Voyage } from '#server/features/voyages/voyage.repository.ts';
import { createTestApp, type TestApp } from '#tests/api-harness.ts';
import { createUser, createVoyage } from '#tests/factories.ts';
import { accountTestEnv, authHeadersFor } from '#tests/sign-in.ts';

const changesUrl = '/api/v1/reader/changes';
const notesUrl = '/api/v1/reader/notes';

type Headers = Record<string, string>;
type Change = Record<string, unknown>;

let t: TestApp;
let voyage: Voyage;
let paidVoyage: Voyage;
let ana: Headers;
const phone = randomUUID();
const tablet = randomUUID();

beforeAll(async () => {
  t = await createTestApp({ env: accountTestEnv });
  voyage = await createVoyage(t.app.db, {
    slug: 'encontro-das-aguas',
    title: 'Encontro das Águas',
    paragraphs: ['O barco parte cedo.', 'As águas se encontram sem se misturar.', 'A floresta escuta.'],
  });
  paidVoyage = await createVoyage(t.app.db, { slug: 'rio-pago', title: 'Rio Pago', cost: 2 });
  ana = await authHeadersFor(t.app, await createUser(t.app.db));
});
afterAll(() => t.close());

function send(headers: Headers, device: string, changes: Change[]) {
  return t.app.inject({ method: 'POST', url: changesUrl, headers, payload: { device, changes } });
}

function sendGzipped(headers: Headers, device: string, changes: Change[]) {
  const body = gzipSync(JSON.stringify({ device, changes }));
  return {
    size: body.length,
    response: t.app.inject({
      method: 'POST',
      url: changesUrl,
      headers: { ...headers, 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: body,
    }),
  };
}

const newNote = (id: string, note: string, at: string, extra: Change = {}): Change => ({
  type: 'note',
  id,
  voyage_id: 'encontro-das-aguas',
  paragraph_index: 1,
  note,
  at: { note: at },
  ...extra,
});

async function notesOf(headers: Headers) {
  const answer = await t.app.inject({ url: notesUrl, headers, query: { voyage_id: String(voyage.id) } });
  return answer.json().data as { id: string; note: string; color: string }[];
}

describe('POST /api/v1/reader/changes', () => {
  it('answers 401 to a guest', async () => {
    const response = await send({}, phone, [newNote(randomUUID(), 'Oi', '2026-05-01T10:00:00.000Z')]);
    expect(response).toHaveStatus(401);
  });

  it('makes a note, then keeps each field’s latest edit whatever the order they arrive in', async () => {
    const id = randomUUID();
    await send(ana, phone, [newNote(id, 'Primeira versão', '2026-05-01T10:00:00.000Z')]);
    const textEdit = {
      type: 'note',
      id,
      voyage_id: String(voyage.id),
      paragraph_index: 1,
      note: 'Texto do celular',
      at: { note: '2026-05-02T10:00:00.000Z' },
    };
    const colorEdit = {
      type: 'note',
      id,
      voyage_id: String(voyage.id),
      paragraph_index: 1,
      color: 'blue',
      at: { color: '2026-05-02T09:00:00.000Z' },
    };
    // The colour comes from the tablet after the text, though edited earlier: both stay.
    await send(ana, phone, [textEdit]);
    const answer = await send(ana, tablet, [colorEdit]);
    expect(answer).toHaveStatus(200);
    expect(answer.json().data).toMatchObject({
      notes: [{ id, note: 'Texto do celular', color: 'blue', updated_at: '2026-05-02T10:00:00.000Z' }],
      refused: [],
    });
    // An older text edit arriving late changes nothing.
    await send(ana, tablet, [
      { ...textEdit, note: 'Texto antigo', at: { note: '2026-05-01T12:00:00.000Z' } },
    ]);
    expect((await notesOf(ana)).find((note) => note.id === id)).toMatchObject({
      note: 'Texto do celular',
      color: 'blue',
    });
  });

  it('breaks a tie between edits of the same time by the device, so every order ends the same', async () => {
    const at = '2026-05-03T10:00:00.000Z';
    const [low, high] = [phone, tablet].sort();
    for (const order of [
      [low, high],
      [high, low],
    ]) {
      const id = randomUUID();
      await send(ana, phone, [newNote(id, 'Base', '2026-05-01T10:00:00.000Z')]);
      for (const device of order) {
        await send(ana, device as string, [newNote(id, `De ${device}`, at)]);
      }
      expect((await notesOf(ana)).find((note) => note.id === id)?.note).toBe(`De ${high}`);
    }
  });

  it('keeps a deletion as a marker: an edit made earlier on another device does not bring the note back', async () => {
    const id = randomUUID();
    await send(ana, phone, [newNote(id, 'Vou sumir', '2026-05-01T10:00:00.000Z')]);
    const deleted = await send(ana, phone, [{ type: 'note_deleted', id, at: '2026-05-02T10:00:00.000Z' }]);
    expect(deleted.json().data.notes).toMatchObject([{ id, deleted: true, note: '' }]);
    const edit = await send(ana, tablet, [newNote(id, 'Editada antes', '2026-05-01T12:00:00.000Z')]);
    expect(edit).toHaveStatus(200);
    expect(edit.json().data.notes).toMatchObject([{ id, deleted: true }]);
    expect((await notesOf(ana)).some((note) => note.id === id)).toBe(false);
  });

  it('takes a deletion of a note it never had (made and deleted offline) without complaint', async () => {
    const answer = await send(ana, phone, [
      { type: 'note_deleted', id: randomUUID(), at: '2026-05-02T10:00:00.000Z' },
    ]);
    expect(answer).toHaveStatus(200);
    expect(answer.json().data).toEqual({ notes: [], progress: [], refused: [] });
  });

  it('keeps the furthest reading progress, completes a voyage, and refuses one not started', async () => {
    const traveller = await createUser(t.app.db);
    const headers = await authHeadersFor(t.app, traveller);
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/v1/voyages/${voyage.id}/start`,
      headers,
    });
    expect(started).toHaveStatus(200);
    const progress = (value: number, completed = false) => ({
      type: 'progress',
      voyage_id: String(voyage.id),
      progress: value,
      is_completed: completed,
    });
    const first = await send(headers, phone, [progress(60)]);
    expect(first.json().data.progress).toMatchObject([{ voyage_id: String(voyage.id), progress: 60 }]);
    // The tablet, behind, sends less: the furthest stays, and the answer says so.
    const behind = await send(headers, tablet, [progress(30)]);
    expect(behind.json().data.progress).toMatchObject([{ progress: 60, is_completed: false }]);
    const done = await send(headers, tablet, [progress(100, true)]);
    expect(done.json().data.progress).toMatchObject([{ progress: 100, is_completed: true }]);

    const paid = await send(headers, phone, [{ ...progress(10), voyage_id: String(paidVoyage.id) }]);
    expect(paid.json().data).toMatchObject({
      progress: [],
      refused: [{ index: 0, code: 'VOYAGE_NOT_STARTED' }],
    });
    const incomplete = await send(headers, phone, [progress(90, true)]);
    expect(incomplete).toHaveStatus(422);
    expect(incomplete.json().message).toBe('Para concluir a viagem, envie progresso 100.');
  });

  it('sets and removes bookmarks in the order sent', async () => {
    const bookmark = {
      type: 'bookmark',
      voyage_id: String(voyage.id),
      paragraph_index: 2,
      title: 'A floresta',
      at: '2026-05-02T10:00:00.000Z',
    };
    await send(ana, phone, [
      { ...bookmark, on: true },
      { ...bookmark, paragraph_index: 0, on: true },
      { ...bookmark, paragraph_index: 0, on: false },
    ]);
    const list = await t.app.inject({
      url: '/api/v1/reader/bookmarks',
      headers: ana,
      query: { voyage_id: String(voyage.id) },
    });
    expect(list.json().data.map((mark: { paragraph_index: number }) => mark.paragraph_index)).toEqual([2]);
  });

  it('lists the changes refused for good and still applies the others', async () => {
    const id = randomUUID();
    const answer = await send(ana, phone, [
      {
        ...newNote(randomUUID(), 'Viagem paga sem embarque', '2026-05-01T10:00:00.000Z'),
        voyage_id: String(paidVoyage.id),
      },
      {
        ...newNote(randomUUID(), 'Parágrafo que não existe', '2026-05-01T10:00:00.000Z'),
        paragraph_index: 99,
      },
      {
        ...newNote(randomUUID(), 'Viagem que não existe', '2026-05-01T10:00:00.000Z'),
        voyage_id: 'nao-existe',
      },
      {
        type: 'note',
        id: randomUUID(),
        voyage_id: String(voyage.id),
        paragraph_index: 0,
        color: 'pink',
        at: { color: '2026-05-01T10:00:00.000Z' },
      },
      newNote(id, 'Esta entra', '2026-05-01T10:00:00.000Z'),
    ]);
    expect(answer).toHaveStatus(200);
    const { notes, refused } = answer.json().data;
    expect(refused.map((item: { index: number; code: string }) => [item.index, item.code])).toEqual([
      [0, 'VOYAGE_NOT_STARTED'],
      [1, 'VALIDATION_FAILED'],
      [2, 'NOT_FOUND'],
      [3, 'VALIDATION_FAILED'],
    ]);
    expect(notes).toMatchObject([{ id, note: 'Esta entra' }]);
  });

  it.each([
    ['no changes', []],
    [
      'more than 100',
      Array.from({ length: 101 }, () => ({
        type: 'note_deleted',
        id: randomUUID(),
        at: '2026-05-01T10:00:00.000Z',
      })),
    ],
    [
      'an unknown colour',
      [
        {
          ...newNote(randomUUID(), 'x', '2026-05-01T10:00:00.000Z'),
          color: 'purple',
          at: { note: '2026-05-01T10:00:00.000Z', color: '2026-05-01T10:00:00.000Z' },
        },
      ],
    ],
    [
      'a field without its time',
      [{ ...newNote(randomUUID(), 'x', '2026-05-01T10:00:00.000Z'), color: 'blue' }],
    ],
    [
      'a change saying nothing',
      [{ type: 'note', id: randomUUID(), voyage_id: 'encontro-das-aguas', paragraph_index: 0, at: {} }],
    ],
  ])('answers 422 in pt-BR for %s', async (_case, changes) => {
    const response = await send(ana, phone, changes as Change[]);
    expect(response).toHaveStatus(422);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(response.json().message).toMatch(/[A-Za-zÀ-ú]/);
  });

  it('answers 422 without a device id', async () => {
    const response = await send(ana, 'celular', [newNote(randomUUID(), 'x', '2026-05-01T10:00:00.000Z')]);
    expect(response).toHaveStatus(422);
    expect(response.json().message).toBe('Identificador de aparelho inválido.');
  });

  it('takes 100 changes in one gzip request of at most 10 KB', async () => {
    const changes: Change[] = Array.from({ length: 100 }, (_, index) =>
      newNote(
        randomUUID(),
        `Nota ${index + 1}: o rio corre devagar aqui.`,
        new Date(Date.UTC(2026, 4, 1, 10, 0, index)).toISOString(),
        {
          paragraph_index: index % 3,
        },
      ),
    );
    const { size, response } = sendGzipped(ana, phone, changes);
    expect(size).toBeLessThanOrEqual(10 * 1024);
    const answer = await response;
    expect(answer).toHaveStatus(200);
    expect(answer.json().data.notes).toHaveLength(100);
    expect(answer.json().data.refused).toEqual([]);
  });

  it('refuses a body it cannot decompress (400) and an encoding it does not take (415)', async () => {
    const broken = await t.app.inject({
      method: 'POST',
      url: changesUrl,
      headers: { ...ana, 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: Buffer.from('isto não é gzip'),
    });
    expect(broken).toHaveStatus(400);
    expect(broken.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    const unknown = await t.app.inject({
      method: 'POST',
      url: changesUrl,
      headers: { ...ana, 'content-type': 'application/json', 'content-encoding': 'compress' },
      payload: Buffer.from('{}'),
    });
    expect(unknown).toHaveStatus(415);
    expect(unknown.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });
});
