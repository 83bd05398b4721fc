/**
 * Narration (docs/decisions/070): the narration media served with HTTP Range, the voyages /play
 * lists, and the listening position that follows a traveller across devices.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadClientBuild } from '#server/plugins/client-build.ts';
import { NARRATION_SAMPLE_URL } from '#shared/constants.ts';
import { createTestApp, type TestApp } from '#tests/api-harness.ts';
import { createUser, createVoyage } from '#tests/factories.ts';
import { accountTestEnv, authHeadersFor } from '#tests/sign-in.ts';

/** 4 KB of known bytes standing in for an Opus file. */
const AUDIO = Buffer.from(Array.from({ length: 4096 }, (_, index) => index % 251));
const AUDIO_URL = '/media/narration/viagem-narrada.0123456789.opus';
/** A narration whose name carries no hash: its address may serve new bytes tomorrow. */
const UNHASHED_URL = '/media/narration/sem-hash.opus';

function fakeBuild() {
  const dir = mkdtempSync(path.join(tmpdir(), 'rota-build-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, 'media/narration'), { recursive: true });
  writeFileSync(path.join(dir, AUDIO_URL), AUDIO);
  writeFileSync(path.join(dir, UNHASHED_URL), AUDIO);
  const page = '<!DOCTYPE html><html lang="pt-BR"><head><meta charSet="utf-8"/></head><body></body></html>';
  writeFileSync(path.join(dir, '__spa-fallback.html'), page);
  return dir;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: accountTestEnv, clientBuild: loadClientBuild(fakeBuild()) ?? null });
});
afterAll(() => t.close());

describe('narration media with HTTP Range', () => {
  const get = (range?: string) =>
    t.app.inject({ method: 'GET', url: AUDIO_URL, headers: range ? { range } : {} });

  it('sends the whole file, with its type, ranges accepted and cached for ever', async () => {
    const response = await get();
    expect(response).toHaveStatus(200);
    expect(response.headers['content-type']).toBe('audio/ogg');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['content-length']).toBe(String(AUDIO.length));
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.equals(AUDIO)).toBe(true);
  });

  it('caches a narration without a hash in its name for an hour only', async () => {
    const response = await t.app.inject({ method: 'GET', url: UNHASHED_URL });
    expect(response).toHaveStatus(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it("names the guests' sample by its content's hash, so a year of caching is safe", () => {
    const sample = readFileSync(path.join('public', NARRATION_SAMPLE_URL));
    const hash = createHash('sha256').update(sample).digest('hex').slice(0, 10);
    expect(NARRATION_SAMPLE_URL).toBe(`/media/narration/amostra.${hash}.opus`);
  });

  it('answers a closed range with 206 and its Content-Range', async () => {
    const response = await get('bytes=100-199');
    expect(response).toHaveStatus(206);
    expect(response.headers['content-range']).toBe(`bytes 100-199/${AUDIO.length}`);
    expect(response.headers['content-length']).toBe('100');
    expect(response.rawPayload.equals(AUDIO.subarray(100, 200))).toBe(true);
  });

  it('answers an open range to the end of the file', async () => {
    const response = await get('bytes=4000-');
    expect(response).toHaveStatus(206);
    expect(response.headers['content-range']).toBe(`bytes 4000-4095/${AUDIO.length}`);
    expect(response.rawPayload.equals(AUDIO.subarray(4000))).toBe(true);
  });

  it('answers a suffix range with the last bytes', async () => {
    const response = await get('bytes=-500');
    expect(response).toHaveStatus(206);
    expect(response.headers['content-range']).toBe(`bytes 3596-4095/${AUDIO.length}`);
    expect(response.rawPayload.equals(AUDIO.subarray(-500))).toBe(true);
  });

  it('refuses a range past the end with 416', async () => {
    const response = await get('bytes=5000-6000');
    expect(response).toHaveStatus(416);
    expect(response.headers['content-range']).toBe(`bytes */${AUDIO.length}`);
    expect(response.json()).toMatchObject({ success: false, code: 'RANGE_NOT_SATISFIABLE' });
  });
});

describe('the voyages with narration and their timings', () => {
  it('lists only narrated voyages, listenable once started, with the position', async () => {
    const traveller = await createUser(t.app.db);
    const headers = await authHeadersFor(t.app, traveller);
    const narrated = await createVoyage(t.app.db, {
      title: 'Viagem narrada',
      audio_url: AUDIO_URL,
      narration_timings: [0, 4.5, 9.25],
    });
    await createVoyage(t.app.db, { title: 'Viagem sem narração' });

    const before = (await t.app.inject({ url: '/api/v1/audio/voyages', headers })).json().data;
    expect(before.map((voyage: { title: string }) => voyage.title)).toEqual(['Viagem narrada']);
    expect(before[0]).toMatchObject({ is_started: false, can_listen: false, position: null });

    await t.app.inject({ method: 'POST', url: `/api/v1/voyages/${narrated.id}/start`, headers });
    const content = (await t.app.inject({ url: `/api/v1/voyages/content/${narrated.id}`, headers })).json()
      .data;
    expect(content.audioUrl).toBe(AUDIO_URL);
    expect(content.narration_timings).toEqual([0, 4.5, 9.25]);
    expect(content.narrationTimings).toEqual([0, 4.5, 9.25]);

    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/audio/positions/${narrated.id}`,
      headers,
      payload: { position_seconds: 5.5, paragraph_index: 1, recorded_at: new Date().toISOString() },
    });
    const after = (await t.app.inject({ url: '/api/v1/audio/voyages', headers })).json().data;
    expect(after[0]).toMatchObject({ is_started: true, can_listen: true });
    expect(after[0].position).toMatchObject({ position_seconds: 5.5, paragraph_index: 1 });
  });

  it('gives no timings when they do not match the paragraphs (the player estimates)', async () => {
    const traveller = await createUser(t.app.db);
    const headers = await authHeadersFor(t.app, traveller);
    const voyage = await createVoyage(t.app.db, { audio_url: AUDIO_URL, narration_timings: [0, 3] });
    await t.app.inject({ method: 'POST', url: `/api/v1/voyages/${voyage.id}/start`, headers });
    const content = (await t.app.inject({ url: `/api/v1/voyages/content/${voyage.id}`, headers })).json()
      .data;
    expect(content.audio_url).toBe(AUDIO_URL);
    expect(content.narration_timings).toBeNull();
  });
});

describe('the listening position', () => {
  it('follows the traveller from device to device; a late older position changes nothing', async () => {
    const traveller = await createUser(t.app.db);
    const headers = await authHeadersFor(t.app, traveller);
    const voyage = await createVoyage(t.app.db, { audio_url: AUDIO_URL });
    const url = `/api/v1/audio/positions/${voyage.id}`;

    expect((await t.app.inject({ url, headers })).json()).toEqual({ success: true, data: null });

    const now = Date.now();
    const saved = await t.app.inject({
      method: 'PUT',
      url,
      headers,
      payload: { position_seconds: 120.5, paragraph_index: 7, recorded_at: new Date(now).toISOString() },
    });
    expect(saved).toHaveStatus(200);
    expect(saved.json().data).toMatchObject({ voyage_id: String(voyage.id), position_seconds: 120.5 });

    // Another device, offline an hour ago, sends its older position now.
    const late = await t.app.inject({
      method: 'PUT',
      url,
      headers,
      payload: {
        position_seconds: 30,
        paragraph_index: 2,
        recorded_at: new Date(now - 3_600_000).toISOString(),
      },
    });
    expect(late.json().data).toMatchObject({ position_seconds: 120.5, paragraph_index: 7 });
    // By slug too.
    const bySlug = await t.app.inject({ url: `/api/v1/audio/positions/${voyage.slug}`, headers });
    expect(bySlug.json().data).toMatchObject({ position_seconds: 120.5, paragraph_index: 7 });
  });

  it('keeps each traveller to their own position', async () => {
    const voyage = await createVoyage(t.app.db, { audio_url: AUDIO_URL });
    const url = `/api/v1/audio/positions/${voyage.id}`;
    const one = await authHeadersFor(t.app, await createUser(t.app.db));
    const other = await authHeadersFor(t.app, await createUser(t.app.db));
    await t.app.inject({
      method: 'PUT',
      url,
      headers: one,
      payload: { position_seconds: 60, paragraph_index: 3, recorded_at: new Date().toISOString() },
    });
    expect((await t.app.inject({ url, headers: other })).json().data).toBeNull();
  });

  it('refuses guests (401), unknown voyages (404) and bad input (422)', async () => {
    const headers = await authHeadersFor(t.app, await createUser(t.app.db));
    const voyage = await createVoyage(t.app.db, { audio_url: AUDIO_URL });
    expect(await t.app.inject({ url: `/api/v1/audio/positions/${voyage.id}` })).toHaveStatus(401);
    expect(await t.app.inject({ url: '/api/v1/audio/voyages' })).toHaveStatus(401);
    expect(await t.app.inject({ url: '/api/v1/audio/positions/nao-existe', headers })).toHaveStatus(404);
    for (const payload of [
      { position_seconds: -1, paragraph_index: 0, recorded_at: new Date().toISOString() },
      { position_seconds: 10, paragraph_index: 0.5, recorded_at: new Date().toISOString() },
      { position_seconds: 10, paragraph_index: 0, recorded_at: 'ontem' },
      { position_seconds: 10, paragraph_index: 0, recorded_at: new Date().toISOString(), extra: 1 },
    ]) {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/audio/positions/${voyage.id}`,
        headers,
        payload,
      });
      expect(response).toHaveStatus(422);
      expect(response.json().success).toBe(false);
    }
  });
});
