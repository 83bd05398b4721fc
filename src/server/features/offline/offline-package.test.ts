import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/api-harness.ts';
import { createUser, createVoyage } from '#tests/factories.ts';
import { accountTestEnv, authHeadersFor } from '#tests/sign-in.ts';

/** A client build holding one voyage image (the narration is missing on purpose). */
function fakeClientBuild() {
  const dir = mkdtempSync(path.join(tmpdir(), 'rota-offline-'));
  mkdirSync(path.join(dir, 'media', 'voyages'), { recursive: true });
  writeFileSync(path.join(dir, 'media', 'voyages', 'rio.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

describe('GET /api/v1/voyages/{id}/offline-package (docs/decisions/053)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ...accountTestEnv, CLIENT_BUILD_DIR: fakeClientBuild() } });
  });
  afterAll(() => t.close());

  async function traveller() {
    const user = await createUser(t.app.db);
    return authHeadersFor(t.app, user);
  }
  const url = (id: string | number) => `/api/v1/voyages/${id}/offline-package`;

  it('lists the content, detail, image and narration of a started voyage, with sizes', async () => {
    const voyage = await createVoyage(t.app.db, {
      image: '/media/voyages/rio.svg',
      audio_url: '/media/audio/rio.mp3',
    });
    const headers = await traveller();
    const start = await t.app.inject({ method: 'POST', url: `/api/v1/voyages/${voyage.id}/start`, headers });
    expect(start.statusCode).toBe(200);

    const response = await t.app.inject({ url: url(voyage.id), headers });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.voyage_id).toBe(String(voyage.id));
    expect(data.title).toBe(voyage.title);
    expect(data.files).toEqual([
      { url: `/api/v1/voyages/content/${voyage.id}`, kind: 'content', bytes: expect.any(Number) },
      { url: `/api/v1/voyages/get/episode/${voyage.id}`, kind: 'content', bytes: expect.any(Number) },
      { url: '/media/voyages/rio.svg', kind: 'image', bytes: 41 },
      { url: '/media/audio/rio.mp3', kind: 'audio', bytes: null },
    ]);
    // The content entry is the size of the answer the reader gets.
    const content = await t.app.inject({ url: `/api/v1/voyages/content/${voyage.id}`, headers });
    expect(data.files[0].bytes).toBe(Buffer.byteLength(content.body));
    expect(data.total_bytes).toBe(data.files[0].bytes + data.files[1].bytes + 41);
  });

  it('refuses guests, voyages not started, completed or unknown', async () => {
    const voyage = await createVoyage(t.app.db);
    expect((await t.app.inject({ url: url(voyage.id) })).statusCode).toBe(401);
    const headers = await traveller();
    const notStarted = await t.app.inject({ url: url(voyage.id), headers });
    expect(notStarted.statusCode).toBe(409);
    expect(notStarted.json()).toMatchObject({ code: 'VOYAGE_NOT_STARTED' });
    expect((await t.app.inject({ url: url(999_999), headers })).statusCode).toBe(404);

    await t.app.inject({ method: 'POST', url: `/api/v1/voyages/${voyage.id}/start`, headers });
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/voyages/${voyage.id}/change/progress`,
      headers,
      payload: { progress: 100, is_completed: true },
    });
    expect((await t.app.inject({ url: url(voyage.id), headers })).statusCode).toBe(410);
  });

  it('never reads files outside the client build', async () => {
    const voyage = await createVoyage(t.app.db, { image: '/../../../../etc/passwd' });
    const headers = await traveller();
    await t.app.inject({ method: 'POST', url: `/api/v1/voyages/${voyage.id}/start`, headers });
    const { data } = (await t.app.inject({ url: url(voyage.id), headers })).json();
    expect(data.files.find((file: { kind: string }) => file.kind === 'image')?.bytes).toBeNull();
  });
});
