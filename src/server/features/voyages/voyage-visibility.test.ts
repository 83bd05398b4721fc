/**
 * One rule for who may see a voyage (docs/architecture/voyages.md): a draft the traveller never
 * boarded answers exactly like a voyage that does not exist, on every route that takes a voyage.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Voyage } from '#server/features/voyages/voyage.repository.ts';
import { createTestApp, type TestApp } from '#tests/api-harness.ts';
import { createUser, createVoyage } from '#tests/factories.ts';
import { accountTestEnv, authHeadersFor } from '#tests/sign-in.ts';

type Headers = Record<string, string>;
type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';

let t: TestApp;
let traveller: Headers;
let freeDraft: Voyage;
let paidDraft: Voyage;
let published: Voyage;
let paidPublished: Voyage;
const missingId = 987_654;

beforeAll(async () => {
  t = await createTestApp({ env: accountTestEnv });
  const paragraphs = ['Primeiro parágrafo do rascunho.', 'Segundo.', 'Terceiro.'];
  freeDraft = await createVoyage(t.app.db, { slug: 'rascunho-livre', is_published: false, paragraphs });
  paidDraft = await createVoyage(t.app.db, {
    slug: 'rascunho-pago',
    is_published: false,
    cost: 2,
    paragraphs,
  });
  published = await createVoyage(t.app.db, { slug: 'publicada-livre', paragraphs });
  paidPublished = await createVoyage(t.app.db, { slug: 'publicada-paga', cost: 2, paragraphs });
  traveller = await authHeadersFor(t.app, await createUser(t.app.db, { coins: 10 }));
});
afterAll(() => t.close());

/** Every route that takes a voyage, as the traveller would call it for `voyage` (an id or a slug). */
function routesFor(voyage: string, paragraph: number): [Method, string, object | undefined][] {
  return [
    ['GET', `/api/v1/voyages/get/episode/${voyage}`, undefined],
    ['GET', `/api/v1/voyages/content/${voyage}`, undefined],
    ['GET', `/api/v1/voyages/content/public/${voyage}`, undefined],
    ['GET', `/api/v1/voyages/check-access/${voyage}`, undefined],
    ['POST', `/api/v1/voyages/${voyage}/start`, undefined],
    ['PUT', `/api/v1/voyages/${voyage}/change/progress`, { progress: 10, is_completed: false }],
    ['POST', `/api/v1/voyages/${voyage}/views`, undefined],
    ['GET', `/api/v1/voyages/${voyage}/offline-package`, undefined],
    ['GET', `/api/v1/audio/positions/${voyage}`, undefined],
    [
      'PUT',
      `/api/v1/audio/positions/${voyage}`,
      { position_seconds: 3, paragraph_index: paragraph, recorded_at: new Date().toISOString() },
    ],
    ['GET', `/api/v1/reader/notes?voyage_id=${voyage}`, undefined],
    [
      'PUT',
      `/api/v1/reader/notes/${randomUUID()}`,
      { voyage_id: voyage, paragraph_index: paragraph, note: 'Uma nota.' },
    ],
    ['GET', `/api/v1/reader/bookmarks?voyage_id=${voyage}`, undefined],
    ['PUT', `/api/v1/reader/bookmarks/${voyage}/${paragraph}`, { title: 'Marcador' }],
    ['DELETE', `/api/v1/reader/bookmarks/${voyage}/${paragraph}`, undefined],
  ];
}

async function call(method: Method, url: string, payload: object | undefined) {
  const response = await t.app.inject({ method, url, headers: traveller, payload });
  return { status: response.statusCode, body: response.json() };
}

describe('a draft the traveller never boarded', () => {
  it.each([
    ['a free draft', () => String(freeDraft.id)],
    ['a paid draft', () => String(paidDraft.id)],
    ['a draft named by its slug', () => freeDraft.slug],
  ])('answers every route exactly like a voyage that does not exist: %s', async (_name, draft) => {
    // Paragraph 0 exists in the draft, 50 does not: the answers must not tell them apart either.
    for (const paragraph of [0, 50]) {
      const drafts = routesFor(draft(), paragraph);
      const missing = routesFor(String(missingId), paragraph);
      for (const [index, [method, url, payload]] of drafts.entries()) {
        const [, missingUrl, missingPayload] = missing[index] as (typeof missing)[number];
        const answer = await call(method, url, payload);
        expect(answer.status, `${method} ${url}`).toBe(404);
        expect(answer, `${method} ${url}`).toEqual(await call(method, missingUrl, missingPayload));
      }
    }
    // Nothing was saved on the draft on the way.
    for (const table of [
      'voyage_notes',
      'voyage_bookmarks',
      'listening_positions',
      'traveller_voyages',
    ] as const) {
      const rows = await t.app.db
        .selectFrom(table)
        .select('voyage_id')
        .where('voyage_id', 'in', [freeDraft.id, paidDraft.id])
        .execute();
      expect(rows, table).toEqual([]);
    }
  });

  it('takes away, with the voyage, the notes and bookmarks left on it before it was unpublished', async () => {
    const ana = await authHeadersFor(t.app, await createUser(t.app.db));
    const voyage = await createVoyage(t.app.db, { slug: 'logo-despublicada', paragraphs: ['Um.', 'Dois.'] });
    const noteId = randomUUID();
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/reader/notes/${noteId}`,
      headers: ana,
      payload: { voyage_id: String(voyage.id), paragraph_index: 1, note: 'Antes.' },
    });
    expect(saved).toHaveStatus(200);
    const marked = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/reader/bookmarks/${voyage.id}/0`,
      headers: ana,
      payload: { title: 'Antes' },
    });
    expect(marked).toHaveStatus(200);

    await t.app.db.updateTable('voyages').set({ is_published: false }).where('id', '=', voyage.id).execute();

    const list = (url: string) => t.app.inject({ url, headers: ana });
    expect((await list('/api/v1/reader/notes')).json().data).toEqual([]);
    expect((await list('/api/v1/reader/bookmarks')).json().data).toEqual([]);
    expect((await list('/api/v1/user/get-info')).json().data.savedNotes).toBe(0);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/reader/notes/${noteId}`,
      headers: ana,
    });
    expect(deleted).toHaveStatus(404);
    const unknown = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/reader/notes/${randomUUID()}`,
      headers: ana,
    });
    expect(deleted.json()).toEqual(unknown.json());
  });

  it('stays open to a traveller who boarded it before it was unpublished', async () => {
    const boarded = await createUser(t.app.db, { coins: 5 });
    const headers = await authHeadersFor(t.app, boarded);
    const voyage = await createVoyage(t.app.db, { slug: 'embarcada-antes', cost: 2, paragraphs: ['Um.'] });
    expect(
      await t.app.inject({ method: 'POST', url: `/api/v1/voyages/${voyage.id}/start`, headers }),
    ).toHaveStatus(200);
    await t.app.db.updateTable('voyages').set({ is_published: false }).where('id', '=', voyage.id).execute();
    for (const [method, url, payload] of routesFor(String(voyage.id), 0)) {
      if (url.includes('/content/public/')) continue;
      const response = await t.app.inject({ method, url, headers, payload });
      expect(response, `${method} ${url}`).toHaveStatus(200);
    }
  });
});

describe('the listening position', () => {
  const put = (voyage: Voyage, headers: Headers) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/audio/positions/${voyage.id}`,
      headers,
      payload: { position_seconds: 12, paragraph_index: 1, recorded_at: new Date().toISOString() },
    });

  it('is kept only on a voyage the traveller may read: free, or started', async () => {
    const headers = await authHeadersFor(t.app, await createUser(t.app.db, { coins: 5 }));
    expect(await put(published, headers)).toHaveStatus(200);
    const notStarted = await put(paidPublished, headers);
    expect(notStarted).toHaveStatus(409);
    expect(notStarted.json()).toMatchObject({ success: false, code: 'VOYAGE_NOT_STARTED' });
    await t.app.inject({ method: 'POST', url: `/api/v1/voyages/${paidPublished.id}/start`, headers });
    expect(await put(paidPublished, headers)).toHaveStatus(200);
  });
});
