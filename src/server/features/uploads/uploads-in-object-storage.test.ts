/**
 * Uploads with S3_* set (docs/decisions/086), end to end through `app.inject`: two instances on one
 * database and one bucket (a real S3-protocol server on loopback, s3rver), each with its own
 * DATA_DIR as on two machines. What one stores, the other serves byte for byte, with ranges,
 * validators and immutable caching; offline package sizes and the ebook come from the bucket.
 * The same suite runs on the local disk (S3_* unset, one instance): the same answers.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NARRATION_SAMPLE_URL } from '#shared/constants.ts';
import { createTestApp, type TestApp } from '#tests/api-harness.ts';
import { createUser, createVoyage } from '#tests/factories.ts';
import { linkIn, waitForMail } from '#tests/outbox.ts';
import { startS3Server, type TestS3Server } from '#tests/s3-server.ts';
import { accountTestEnv, authHeadersFor } from '#tests/sign-in.ts';
import { EBOOK_FILE } from '../ebook-delivery/ebook-file.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A multipart body with one file field, as a browser's FormData sends it. */
function multipart(field: string, filename: string, type: string, content: Buffer) {
  const boundary = '----rota-armazenamento';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

for (const inBucket of [true, false]) {
  describe(
    inBucket ? 'uploads in the bucket, two instances' : 'uploads on the local disk, one instance',
    () => {
      let s3: TestS3Server | undefined;
      beforeAll(async () => {
        s3 = inBucket ? await startS3Server() : undefined;
        const env = { ...accountTestEnv, ...s3?.env };
        first = await createTestApp({ env });
        second = inBucket ? await createTestApp({ env, sameDatabaseAs: first }) : first;
        admin = await authHeadersFor(first.app, await createUser(first.app.db, { role: '1' }));
      });
      afterAll(async () => {
        await first?.close();
        if (second !== first) await second?.close();
        await s3?.close();
      });
      uploadSuite(inBucket);
    },
  );
}

let first: TestApp;
let second: TestApp;
let admin: Record<string, string>;

async function upload(kind: 'images' | 'audio', filename: string, type: string, content: Buffer) {
  const body = multipart(kind === 'images' ? 'image' : 'audio', filename, type, content);
  const response = await first.app.inject({
    method: 'POST',
    url: `/api/v1/admin/uploads/${kind}`,
    payload: body.payload,
    headers: { ...admin, ...body.headers },
  });
  expect(response).toHaveStatus(201);
  return response.json().data as { url: string; bytes: number };
}

function uploadSuite(inBucket: boolean) {
  it('serves an image uploaded through one instance from the other, byte for byte, with a validator', async () => {
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#0e7490' } })
      .png()
      .toBuffer();
    const { url, bytes } = await upload('images', 'rio.png', 'image/png', photo);
    expect(url).toMatch(/^\/uploads\/images\/[0-9a-f]{20}\.webp$/);

    const fromFirst = await first.app.inject({ url });
    const fromSecond = await second.app.inject({ url });
    expect(fromSecond).toHaveStatus(200);
    expect(fromSecond.rawPayload.equals(fromFirst.rawPayload)).toBe(true);
    expect(fromSecond.rawPayload.length).toBe(bytes);
    expect(fromSecond.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-length': String(bytes),
      'cache-control': IMMUTABLE,
      'accept-ranges': 'bytes',
    });
    const etag = fromSecond.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect(fromFirst.headers.etag).toBe(etag);

    const unchanged = await second.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(unchanged).toHaveStatus(304);
    expect(unchanged.rawPayload.length).toBe(0);
    expect(unchanged.headers.etag).toBe(etag);

    // In the bucket, not on the instance's disk (and on the disk otherwise).
    expect(existsSync(path.join(first.dataDir, 'uploads', 'images'))).toBe(!inBucket);
    expect(await second.app.storage.head(url.replace('/uploads/', ''))).toMatchObject({ size: bytes });
  });

  it('serves a narration from the other instance with ranges (206, 416) and HEAD', async () => {
    const opus = readFileSync(`public${NARRATION_SAMPLE_URL}`);
    const { url, bytes } = await upload('audio', 'amostra.opus', 'audio/ogg', opus);
    expect(bytes).toBe(opus.length);

    const whole = await second.app.inject({ url });
    expect(whole).toHaveStatus(200);
    expect(whole.headers['content-type']).toBe('audio/ogg');
    expect(whole.rawPayload.equals(opus)).toBe(true);

    const part = await second.app.inject({ url, headers: { range: 'bytes=100-1099' } });
    expect(part).toHaveStatus(206);
    expect(part.headers['content-range']).toBe(`bytes 100-1099/${opus.length}`);
    expect(part.headers['content-length']).toBe('1000');
    expect(part.headers['cache-control']).toBe(IMMUTABLE);
    expect(part.rawPayload.equals(opus.subarray(100, 1100))).toBe(true);

    const end = await second.app.inject({ url, headers: { range: 'bytes=-16' } });
    expect(end).toHaveStatus(206);
    expect(end.rawPayload.equals(opus.subarray(opus.length - 16))).toBe(true);

    const past = await second.app.inject({ url, headers: { range: `bytes=${opus.length + 10}-` } });
    expect(past).toHaveStatus(416);
    expect(past.headers['content-range']).toBe(`bytes */${opus.length}`);
    expect(past.json()).toMatchObject({ success: false, code: 'RANGE_NOT_SATISFIABLE' });

    const head = await second.app.inject({ method: 'HEAD', url });
    expect(head).toHaveStatus(200);
    expect(head.headers['content-length']).toBe(String(opus.length));
    expect(head.rawPayload.length).toBe(0);
  });

  it('streams a large narration to the bucket in parts and serves its last bytes', async () => {
    // 11 MB of MP3 (an ID3 header, then filler): more than one part of the multipart upload.
    const large = Buffer.alloc(11 * 1024 * 1024, 0x55);
    large.write('ID3', 0, 'latin1');
    large.write('fim da narração', large.length - 16, 'utf8');
    const { url, bytes } = await upload('audio', 'longa.mp3', 'audio/mpeg', large);
    expect(bytes).toBe(large.length);
    const tail = await second.app.inject({ url, headers: { range: `bytes=${large.length - 16}-` } });
    expect(tail).toHaveStatus(206);
    expect(tail.headers['content-type']).toBe('audio/mpeg');
    expect(tail.rawPayload.equals(large.subarray(large.length - 16))).toBe(true);
  });

  it('answers 404 for an upload that does not exist and for what is not under images/ or audio/', async () => {
    expect(await second.app.inject({ url: '/uploads/images/0000000000.webp' })).toHaveStatus(404);
    expect(await second.app.inject({ url: '/uploads/../.env' })).toHaveStatus(404);
    expect(await second.app.inject({ url: '/uploads/ebook/navegante.epub' })).toHaveStatus(404);
  });

  it('sizes an offline package from the stored objects', async () => {
    const cover = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#166534' } })
      .jpeg()
      .toBuffer();
    const image = await upload('images', 'capa.jpg', 'image/jpeg', cover);
    const audio = await upload(
      'audio',
      'narracao.opus',
      'audio/ogg',
      readFileSync(`public${NARRATION_SAMPLE_URL}`),
    );
    const voyage = await createVoyage(first.app.db, { image: image.url, audio_url: audio.url });
    const headers = await authHeadersFor(second.app, await createUser(second.app.db));
    const start = await second.app.inject({
      method: 'POST',
      url: `/api/v1/voyages/${voyage.id}/start`,
      headers,
    });
    expect(start).toHaveStatus(200);

    const response = await second.app.inject({
      url: `/api/v1/voyages/${voyage.id}/offline-package`,
      headers,
    });
    expect(response).toHaveStatus(200);
    const files = response.json().data.files as { url: string; kind: string; bytes: number | null }[];
    // Each with the hash of the bytes the bucket serves, which the device checks the file against.
    const servedHash = async (url: string) =>
      createHash('sha256')
        .update((await second.app.inject({ url })).rawPayload)
        .digest('hex');
    expect(files.filter((file) => file.kind !== 'content')).toEqual([
      // A file with a hash needs no revision: its hash says when it changed.
      {
        url: image.url,
        kind: 'image',
        bytes: image.bytes,
        sha256: await servedHash(image.url),
        revision: null,
      },
      {
        url: audio.url,
        kind: 'audio',
        bytes: audio.bytes,
        sha256: await servedHash(audio.url),
        revision: null,
      },
    ]);
    // Narration is fetched from the bucket in pieces, like any other file of a pack.
    const piece = await second.app.inject({ url: audio.url, headers: { range: 'bytes=0-1023' } });
    expect(piece, piece.body).toHaveStatus(206);
    expect(piece.headers['content-range']).toBe(`bytes 0-1023/${audio.bytes}`);
  });

  it('keeps the ebook in the bucket: sent through one instance, downloaded through the other', async () => {
    const sent = await first.app.inject({
      method: 'POST',
      url: '/api/v1/admin/ebook/deliveries',
      headers: admin,
      payload: { email: 'leitor@exemplo.com.br' },
    });
    expect(sent).toHaveStatus(201);
    const stored: string[] = [];
    for await (const object of second.app.storage.list('ebook/')) stored.push(object.key);
    expect(stored).toEqual([
      expect.stringMatching(/^ebook\/navegante-de-primeira-viagem\.[0-9a-f]{20}\.epub$/),
    ]);

    // Either instance's worker may send the queued e-mail.
    const mail = await waitForMail([first.dataDir, second.dataDir], { to: 'leitor@exemplo.com.br' });
    const download = await second.app.inject({ url: linkIn(mail, '/api/v1/ebook/download/').pathname });
    expect(download).toHaveStatus(200);
    expect(download.headers).toMatchObject({
      'content-type': 'application/epub+zip',
      'cache-control': 'private, no-store',
    });
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(download.rawPayload.equals(readFileSync(EBOOK_FILE))).toBe(true);
    // Not served as an upload.
    expect(await second.app.inject({ url: `/uploads/${stored[0]}` })).toHaveStatus(404);
  });
}
