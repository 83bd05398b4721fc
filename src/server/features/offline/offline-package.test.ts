import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateVoyage } from '#server/features/voyages/voyage.repository.ts';
import { loadClientBuild } from '#server/plugins/client-build.ts';
import { createTestApp, type TestApp } from '#tests/api-harness.ts';
import { createUser, createVoyage } from '#tests/factories.ts';
import { accountTestEnv, authHeadersFor } from '#tests/sign-in.ts';

const IMAGE = '<svg xmlns="http://www.w3.org/2000/svg"/>';
/** Narration of a few pieces' worth of bytes, none of them alike. */
const NARRATION = Buffer.from(Array.from({ length: 300_000 }, (_, index) => (index * 7919) % 251));
const sha256 = (bytes: string | Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A client build holding one voyage image and one narration (another is missing on purpose). */
function fakeClientBuild() {
  const dir = mkdtempSync(path.join(tmpdir(), 'rota-offline-'));
  mkdirSync(path.join(dir, 'media', 'voyages'), { recursive: true });
  mkdirSync(path.join(dir, 'media', 'narration'), { recursive: true });
  writeFileSync(path.join(dir, 'media', 'voyages', 'rio.svg'), IMAGE);
  writeFileSync(path.join(dir, 'media', 'narration', 'rio.0123456789.opus'), NARRATION);
  writeFileSync(
    path.join(dir, '__spa-fallback.html'),
    '<!DOCTYPE html><html lang="pt-BR"><head></head><body></body></html>',
  );
  return dir;
}

describe('GET /api/v1/voyages/{id}/offline-package (docs/architecture/pwa.md)', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dir = fakeClientBuild();
    t = await createTestApp({
      env: { ...accountTestEnv, CLIENT_BUILD_DIR: dir },
      clientBuild: loadClientBuild(dir) ?? null,
    });
  });
  afterAll(() => t.close());

  async function traveller() {
    const user = await createUser(t.app.db);
    return authHeadersFor(t.app, user);
  }
  const url = (id: string | number) => `/api/v1/voyages/${id}/offline-package`;

  it('lists the content, detail, image and narration of a started voyage, with sizes and hashes', async () => {
    const voyage = await createVoyage(t.app.db, {
      image: '/media/voyages/rio.svg',
      audio_url: '/media/audio/rio.mp3',
    });
    const headers = await traveller();
    const start = await t.app.inject({ method: 'POST', url: `/api/v1/voyages/${voyage.id}/start`, headers });
    expect(start).toHaveStatus(200);

    const response = await t.app.inject({ url: url(voyage.id), headers });
    expect(response).toHaveStatus(200);
    const { data } = response.json();
    expect(data.voyage_id).toBe(String(voyage.id));
    expect(data.title).toBe(voyage.title);
    expect(data.files, response.body).toEqual([
      {
        url: `/api/v1/voyages/content/${voyage.id}`,
        kind: 'content',
        bytes: expect.any(Number),
        sha256: null,
        revision: new Date(voyage.updated_at).toISOString(),
      },
      {
        url: `/api/v1/voyages/get/episode/${voyage.id}`,
        kind: 'content',
        bytes: expect.any(Number),
        sha256: null,
        revision: new Date(voyage.updated_at).toISOString(),
      },
      { url: '/media/voyages/rio.svg', kind: 'image', bytes: 41, sha256: sha256(IMAGE), revision: null },
      { url: '/media/audio/rio.mp3', kind: 'audio', bytes: null, sha256: null, revision: null },
    ]);
    // The content entry is the size of the answer the reader gets.
    const content = await t.app.inject({ url: `/api/v1/voyages/content/${voyage.id}`, headers });
    expect(data.files[0].bytes).toBe(Buffer.byteLength(content.body));
    expect(data.total_bytes).toBe(data.files[0].bytes + data.files[1].bytes + 41);
  });

  it("gives the answers the voyage's version: a change by the team shows on a kept copy", async () => {
    const voyage = await createVoyage(t.app.db);
    const headers = await traveller();
    await t.app.inject({ method: 'POST', url: `/api/v1/voyages/${voyage.id}/start`, headers });
    const revisions = async () => {
      const response = await t.app.inject({ url: url(voyage.id), headers });
      expect(response, response.body).toHaveStatus(200);
      return response.json().data.files.map((file: { revision: string | null }) => file.revision);
    };
    const before = await revisions();
    await updateVoyage(t.app.db, voyage.id, {
      paragraphs: ['Um parágrafo reescrito pela equipe.'],
      updated_at: new Date(Date.parse(voyage.updated_at) + 60_000).toISOString(),
    });
    const after = await revisions();
    expect(after[0]).not.toBe(before[0]);
    expect(after[1]).toBe(after[0]);
  });

  it('lists the narration with the hash of its bytes, the same on every request', async () => {
    const voyage = await createVoyage(t.app.db, { audio_url: '/media/narration/rio.0123456789.opus' });
    const headers = await traveller();
    await t.app.inject({ method: 'POST', url: `/api/v1/voyages/${voyage.id}/start`, headers });
    for (let request = 0; request < 2; request += 1) {
      const response = await t.app.inject({ url: url(voyage.id), headers });
      expect(response, response.body).toHaveStatus(200);
      expect(response.json().data.files.at(-1)).toEqual({
        url: '/media/narration/rio.0123456789.opus',
        kind: 'audio',
        bytes: NARRATION.length,
        sha256: sha256(NARRATION),
        revision: null,
      });
    }
  });

  describe('the files answer pieces (HTTP Range)', () => {
    const narration = '/media/narration/rio.0123456789.opus';

    it('206 with Content-Range for a piece, the last piece short', async () => {
      const piece = await t.app.inject({ url: narration, headers: { range: 'bytes=262144-524287' } });
      expect(piece, piece.body).toHaveStatus(206);
      expect(piece.headers['content-range']).toBe(`bytes 262144-299999/${NARRATION.length}`);
      expect(piece.headers['accept-ranges']).toBe('bytes');
      expect(piece.rawPayload.equals(NARRATION.subarray(262_144))).toBe(true);

      const first = await t.app.inject({ url: narration, headers: { range: 'bytes=0-262143' } });
      expect(first).toHaveStatus(206);
      expect(first.headers['content-range']).toBe(`bytes 0-262143/${NARRATION.length}`);
      expect(Number(first.headers['content-length'])).toBe(262_144);
      expect(first.rawPayload.equals(NARRATION.subarray(0, 262_144))).toBe(true);
    });

    it('416 with the length for a piece past the end', async () => {
      const past = await t.app.inject({ url: narration, headers: { range: 'bytes=300000-400000' } });
      expect(past, past.body).toHaveStatus(416);
      expect(past.headers['content-range']).toBe(`bytes */${NARRATION.length}`);
    });

    it('200 with the whole file without a Range', async () => {
      const whole = await t.app.inject({ url: narration });
      expect(whole).toHaveStatus(200);
      expect(whole.rawPayload.equals(NARRATION)).toBe(true);
    });
  });

  it('refuses guests, voyages not started, completed or unknown', async () => {
    const voyage = await createVoyage(t.app.db);
    expect(await t.app.inject({ url: url(voyage.id) })).toHaveStatus(401);
    const headers = await traveller();
    const notStarted = await t.app.inject({ url: url(voyage.id), headers });
    expect(notStarted).toHaveStatus(409);
    expect(notStarted.json()).toMatchObject({ code: 'VOYAGE_NOT_STARTED' });
    expect(await t.app.inject({ url: url(999_999), headers })).toHaveStatus(404);

    await t.app.inject({ method: 'POST', url: `/api/v1/voyages/${voyage.id}/start`, headers });
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/voyages/${voyage.id}/change/progress`,
      headers,
      payload: { progress: 100, is_completed: true },
    });
    expect(await t.app.inject({ url: url(voyage.id), headers })).toHaveStatus(410);
  });

  it('never reads files outside the client build', async () => {
    const voyage = await createVoyage(t.app.db, { image: '/../../../../etc/passwd' });
    const headers = await traveller();
    await t.app.inject({ method: 'POST', url: `/api/v1/voyages/${voyage.id}/start`, headers });
    const { data } = (await t.app.inject({ url: url(voyage.id), headers })).json();
    expect(data.files.find((file: { kind: string }) => file.kind === 'image')?.bytes).toBeNull();
  });
});
