import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '#server/app.ts';
import { createTestApp, type TestApp } from '#tests/api-harness.ts';
import { createUser, createVoyage } from '#tests/factories.ts';
import { accountTestEnv, authHeadersFor } from '#tests/sign-in.ts';

const episodeKeys = [
  'cost',
  'description',
  'duration',
  'id',
  'image_url',
  'is_completed',
  'is_free',
  'is_started',
  'progress',
  'short_description',
  'slug',
  'title',
  'view_count',
].sort();
const detailKeys = [...episodeKeys, 'author', 'published_at', 'quote', 'summary', 'themes'].sort();
const contentKeys = [
  'audioUrl',
  'audio_url',
  'author',
  'cost',
  'coverImage',
  'cover_image',
  'date',
  'duration',
  'highlights',
  'id',
  'isCompleted',
  'isFree',
  'isStarted',
  'is_completed',
  'is_free',
  'is_started',
  'narrationTimings',
  'narration_timings',
  'paragraphs',
  'progress',
  'slug',
  'summary',
  'themes',
  'title',
].sort();

async function start(app: App, headers: Record<string, string>, id: number | string) {
  return app.inject({ method: 'POST', url: `/api/v1/voyages/${id}/start`, headers });
}

describe('episodes, detail, content and access', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  let free: Awaited<ReturnType<typeof createVoyage>>;
  let paid: Awaited<ReturnType<typeof createVoyage>>;

  beforeAll(async () => {
    t = await createTestApp({ env: accountTestEnv });
    free = await createVoyage(t.app.db, {
      slug: 'rio-livre',
      title: 'Rio Livre',
      image: '/media/voyages/rio-livre.svg',
      audio_url: '/media/audio/rio-livre.mp3',
    });
    paid = await createVoyage(t.app.db, {
      slug: 'rio-pago',
      title: 'Rio Pago',
      cost: 2,
      paragraphs: ['Segredo pago número um.', 'Segredo pago número dois.', 'Segredo pago número três.'],
      highlights: [{ position: 1, quote: 'Segredo pago número dois.' }],
      audio_url: '/media/audio/rio-pago.mp3',
    });
    const user = await createUser(t.app.db, { coins: 5 });
    headers = await authHeadersFor(t.app, user);
  });
  afterAll(() => t.close());

  it('lists episodes for a traveller with their state, and 401 without a session', async () => {
    expect(await t.app.inject({ url: '/api/v1/voyages/get/episodes' })).toHaveStatus(401);
    const response = await t.app.inject({ url: '/api/v1/voyages/get/episodes', headers });
    expect(response).toHaveStatus(200);
    const { success, data } = response.json();
    expect(success).toBe(true);
    expect(data.map((episode: { slug: string }) => episode.slug)).toEqual(['rio-livre', 'rio-pago']);
    expect(Object.keys(data[0]).sort()).toEqual(episodeKeys);
    expect(data[0]).toMatchObject({
      id: String(free.id),
      image_url: '/media/voyages/rio-livre.svg',
      is_free: true,
      cost: 0,
      duration: 30,
      is_started: false,
      is_completed: false,
      progress: 0,
    });
    expect(data[1]).toMatchObject({ is_free: false, cost: 2 });
  });

  it('lists public episodes without a session and without state', async () => {
    const response = await t.app.inject({ url: '/api/v1/voyages/get/public/episodes' });
    expect(response).toHaveStatus(200);
    const { data } = response.json();
    expect(data).toHaveLength(2);
    expect(data.every((episode: { is_started: boolean }) => episode.is_started === false)).toBe(true);
    expect(response.body).not.toContain('Segredo pago');
  });

  it('answers the detail by id or slug, and 404 "Episódio não encontrado" otherwise', async () => {
    const byId = await t.app.inject({ url: `/api/v1/voyages/get/episode/${paid.id}`, headers });
    expect(byId).toHaveStatus(200);
    const detail = byId.json().data;
    expect(Object.keys(detail).sort()).toEqual(detailKeys);
    expect(detail).toMatchObject({ author: 'Iara', themes: ['Paciência', 'Escuta'], slug: 'rio-pago' });
    expect(byId.body).not.toContain('Segredo pago');

    const bySlug = await t.app.inject({ url: '/api/v1/voyages/get/episode/rio-pago', headers });
    expect(bySlug.json().data.id).toBe(String(paid.id));

    for (const id of ['999999', 'nao-existe', 'x'.repeat(99), '%20']) {
      const missing = await t.app.inject({ url: `/api/v1/voyages/get/episode/${id}`, headers });
      expect(missing).toHaveStatus(404);
      expect(missing.json()).toMatchObject({ success: false, message: 'Episódio não encontrado' });
    }
    expect(await t.app.inject({ url: `/api/v1/voyages/get/episode/${paid.id}` })).toHaveStatus(401);
  });

  it('never leaks a paid voyage the traveller has not started', async () => {
    const response = await t.app.inject({ url: `/api/v1/voyages/content/${paid.id}`, headers });
    expect(response).toHaveStatus(200);
    const content = response.json().data;
    expect(Object.keys(content).sort()).toEqual(contentKeys);
    expect(content).toMatchObject({
      title: 'Rio Pago',
      is_started: false,
      isStarted: false,
      is_free: false,
      isFree: false,
      paragraphs: [],
      highlights: [],
      audio_url: null,
      audioUrl: null,
      narration_timings: null,
    });
    expect(response.body).not.toContain('Segredo pago');

    const publicContent = await t.app.inject({ url: `/api/v1/voyages/content/public/${paid.id}` });
    expect(publicContent).toHaveStatus(404);
    expect(publicContent.json().message).toBe('Viagem não encontrada');
    expect(publicContent.body).not.toContain('Segredo pago');
  });

  it('serves a free voyage publicly and to travellers, in both spellings', async () => {
    const publicContent = await t.app.inject({ url: '/api/v1/voyages/content/public/rio-livre' });
    expect(publicContent).toHaveStatus(200);
    const content = publicContent.json().data;
    expect(content.paragraphs).toHaveLength(3);
    expect(content).toMatchObject({
      is_free: true,
      isFree: true,
      cover_image: '/media/voyages/rio-livre.svg',
      coverImage: '/media/voyages/rio-livre.svg',
      audio_url: '/media/audio/rio-livre.mp3',
      audioUrl: '/media/audio/rio-livre.mp3',
      highlights: [{ position: 2, quote: 'quem escuta a floresta aprende a esperar' }],
    });
    const mine = await t.app.inject({ url: `/api/v1/voyages/content/${free.id}`, headers });
    expect(mine.json().data).toMatchObject({ is_started: false, paragraphs: content.paragraphs });
  });

  it('answers 404 "Viagem não encontrada" for unknown content, and 401 without a session', async () => {
    for (const url of ['/api/v1/voyages/content/default', '/api/v1/voyages/content/public/123456']) {
      const response = await t.app.inject({ url, headers });
      expect(response).toHaveStatus(404);
      expect(response.json().message).toBe('Viagem não encontrada');
    }
    expect(await t.app.inject({ url: `/api/v1/voyages/content/${free.id}` })).toHaveStatus(401);
  });

  it('check-access tells ready, available and insufficient apart', async () => {
    const access = async (id: number, who = headers) =>
      (await t.app.inject({ url: `/api/v1/voyages/check-access/${id}`, headers: who })).json().data;
    expect(await access(free.id)).toEqual({
      voyage_id: String(free.id),
      status: 'ready',
      can_start: true,
      can_read: false,
      is_started: false,
      is_completed: false,
      progress: 0,
      is_free: true,
      cost: 0,
      balance: 5,
      missing: 0,
    });
    expect(await access(paid.id)).toMatchObject({
      status: 'available',
      can_start: true,
      cost: 2,
      balance: 5,
    });

    const poor = await createUser(t.app.db, { coins: 1 });
    const poorHeaders = await authHeadersFor(t.app, poor);
    expect(await access(paid.id, poorHeaders)).toMatchObject({
      status: 'insufficient',
      can_start: false,
      balance: 1,
      missing: 1,
    });
    const missing = await t.app.inject({ url: '/api/v1/voyages/check-access/nao-existe', headers });
    expect(missing).toHaveStatus(404);
  });

  it('after starting, the paid content is readable and access says in progress', async () => {
    expect(await start(t.app, headers, paid.id)).toHaveStatus(200);
    const content = (await t.app.inject({ url: `/api/v1/voyages/content/${paid.id}`, headers })).json().data;
    expect(content).toMatchObject({
      is_started: true,
      isStarted: true,
      progress: 0,
      audio_url: '/media/audio/rio-pago.mp3',
      highlights: [{ position: 1, quote: 'Segredo pago número dois.' }],
    });
    expect(content.paragraphs).toHaveLength(3);
    const access = (await t.app.inject({ url: `/api/v1/voyages/check-access/${paid.id}`, headers })).json()
      .data;
    expect(access).toMatchObject({ status: 'in_progress', can_read: true, can_start: true, balance: 3 });
    const listed = (await t.app.inject({ url: '/api/v1/voyages/get/episodes', headers })).json().data;
    expect(listed.find((episode: { slug: string }) => episode.slug === 'rio-pago')).toMatchObject({
      is_started: true,
    });
  });

  it('counts a view per POST, signed in only', async () => {
    const url = `/api/v1/voyages/${free.id}/views`;
    expect(await t.app.inject({ method: 'POST', url })).toHaveStatus(401);
    const first = await t.app.inject({ method: 'POST', url, headers });
    expect(first).toHaveStatus(200);
    expect(first.json().data).toEqual({ voyage_id: String(free.id), view_count: 1 });
    await t.app.inject({ method: 'POST', url, headers });
    const detail = (await t.app.inject({ url: `/api/v1/voyages/get/episode/${free.id}`, headers })).json()
      .data;
    expect(detail.view_count).toBe(2);
    const missing = await t.app.inject({ method: 'POST', url: '/api/v1/voyages/nao-existe/views', headers });
    expect(missing).toHaveStatus(404);
  });
});
