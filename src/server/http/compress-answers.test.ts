import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_THRESHOLD_BYTES, compressAnswersInOneCall } from './compress-answers.ts';

const answer = (items: number) =>
  JSON.stringify({
    data: Array.from({ length: items }, (_, id) => ({ id, title: `Viagem pelo rio nº ${id}` })),
  });
const small = answer(2);
const medium = answer(100);
const long = answer(4000);

describe('answers compressed in one call', () => {
  const app = Fastify();
  beforeAll(async () => {
    compressAnswersInOneCall(app);
    await app.register(compress, { global: true, threshold: COMPRESS_THRESHOLD_BYTES });
    app.get('/medium', async (_request, reply) => reply.type('application/json; charset=utf-8').send(medium));
    app.get('/small', async (_request, reply) => reply.type('application/json').send(small));
    app.get('/long', async (_request, reply) => reply.type('application/json').send(long));
    app.get('/image', async (_request, reply) => reply.type('image/png').send(Buffer.alloc(4096, 7)));
    app.get('/already', async (_request, reply) =>
      reply.type('application/json').header('content-encoding', 'br').send(Buffer.from('feito')),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers brotli or gzip as the client prefers, the same bytes once decoded', async () => {
    const br = await app.inject({ url: '/medium', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(medium.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(medium);

    const gzip = await app.inject({ url: '/medium', headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(medium);
  });

  it('answers the plain bytes, varying on the encoding, to a client that accepts none', async () => {
    const plain = await app.inject({ url: '/medium' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(plain.body).toBe(medium);
  });

  it('leaves short answers, images and answers already encoded as they are', async () => {
    const headers = { 'accept-encoding': 'br' };
    expect((await app.inject({ url: '/small', headers })).headers['content-encoding']).toBeUndefined();
    const image = await app.inject({ url: '/image', headers });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.rawPayload.length).toBe(4096);
    const already = await app.inject({ url: '/already', headers });
    expect(already.body).toBe('feito');
  });

  it('hands a long answer to the streaming compression', async () => {
    const response = await app.inject({ url: '/long', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-length']).toBeUndefined();
    expect(gunzipSync(response.rawPayload).toString()).toBe(long);
  });
});
