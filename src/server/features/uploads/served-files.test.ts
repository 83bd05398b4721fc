/**
 * Serving stored files (docs/decisions/086): an upload and the ebook are answered without a word
 * at warn or above in the log (operators watch those levels), the ebook's secret address appears
 * nowhere in the log, and ranges follow RFC 9110: a malformed Range is ignored (200, the whole
 * file), a valid one past the end is 416.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '#tests/api-harness.ts';
import { createUser } from '#tests/factories.ts';
import { linkIn, waitForMail } from '#tests/outbox.ts';
import { accountTestEnv, authHeadersFor } from '#tests/sign-in.ts';

const WARN = 40;
const KEY = 'images/0123456789abcdef.webp';
const BYTES = Buffer.from(Array.from({ length: 100 }, (_, index) => index));

let t: TestApp;
const logged: { level: number; msg?: string }[] = [];
const lines: string[] = [];

beforeAll(async () => {
  t = await createTestApp({
    env: accountTestEnv,
    logger: {
      level: 'info',
      stream: {
        write: (line: string) => {
          lines.push(line);
          logged.push(JSON.parse(line));
        },
      },
    },
  });
  await t.app.storage.put(KEY, BYTES, { contentType: 'image/webp' });
});
afterAll(() => t.close());

/**
 * What was logged at warn or above while `run` made `answers` requests, read once each answer's
 * 'request completed' line is written: the log's last word on an answer, after it is sent.
 */
async function warningsAfter(answers: number, run: () => Promise<unknown>) {
  logged.length = 0;
  lines.length = 0;
  await run();
  await vi.waitFor(() => {
    expect(logged.filter((entry) => entry.msg === 'request completed')).toHaveLength(answers);
  });
  return logged.filter((entry) => entry.level >= WARN);
}

describe('a served upload', () => {
  it('is answered whole, in a range, and as HEAD with nothing logged at warn or above', async () => {
    const warnings = await warningsAfter(5, async () => {
      const whole = await t.app.inject({ url: `/uploads/${KEY}` });
      expect(whole).toHaveStatus(200);
      expect(whole.rawPayload.equals(BYTES)).toBe(true);
      const part = await t.app.inject({ url: `/uploads/${KEY}`, headers: { range: 'bytes=10-19' } });
      expect(part).toHaveStatus(206);
      expect(part.rawPayload.equals(BYTES.subarray(10, 20))).toBe(true);
      expect(await t.app.inject({ method: 'HEAD', url: `/uploads/${KEY}` })).toHaveStatus(200);
      const etag = whole.headers.etag as string;
      expect(await t.app.inject({ url: `/uploads/${KEY}`, headers: { 'if-none-match': etag } })).toHaveStatus(
        304,
      );
      expect(await t.app.inject({ url: '/uploads/images/ffffffffffffffff.webp' })).toHaveStatus(404);
    });
    expect(warnings).toEqual([]);
  });

  it.each([
    'bytes=abc',
    'bytes=10-5',
    'bytes=-',
    'bytes=',
    'bytes=1-2-3',
    'bytes=5-,x',
    'items=0-5',
    'bytes 0-5',
  ])('ignores the malformed Range %s: 200 with the whole file', async (range) => {
    const response = await t.app.inject({ url: `/uploads/${KEY}`, headers: { range } });
    expect(response).toHaveStatus(200);
    expect(response.headers['content-length']).toBe(String(BYTES.length));
    expect(response.rawPayload.equals(BYTES)).toBe(true);
  });

  it.each([
    ['bytes=100-', 100],
    ['bytes=500-600', 500],
    ['bytes=-0', 0],
  ])('answers 416 to the valid but unsatisfiable %s', async (range) => {
    const response = await t.app.inject({ url: `/uploads/${KEY}`, headers: { range } });
    expect(response).toHaveStatus(416);
    expect(response.headers['content-range']).toBe(`bytes */${BYTES.length}`);
    expect(response.json()).toMatchObject({ success: false, code: 'RANGE_NOT_SATISFIABLE' });
  });

  it.each([
    ['bytes=90-', 90, 99],
    ['bytes=-10', 90, 99],
    ['bytes=95-500', 95, 99],
    ['BYTES = 0-0', 0, 0],
  ])('serves the satisfiable %s as 206', async (range, start, end) => {
    const response = await t.app.inject({ url: `/uploads/${KEY}`, headers: { range } });
    expect(response).toHaveStatus(206);
    expect(response.headers['content-range']).toBe(`bytes ${start}-${end}/${BYTES.length}`);
    expect(response.rawPayload.equals(BYTES.subarray(start, end + 1))).toBe(true);
  });
});

describe('the ebook downloaded', () => {
  it('logs nothing at warn or above, and never its secret address', async () => {
    const admin = await authHeadersFor(t.app, await createUser(t.app.db, { role: '1' }));
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/ebook/deliveries',
      headers: admin,
      payload: { email: 'leitor@exemplo.com.br', name: 'Leitor' },
    });
    expect(sent).toHaveStatus(201);
    const mail = await waitForMail(t.dataDir, { to: 'leitor@exemplo.com.br' });
    const link = linkIn(mail, '/api/v1/ebook/download/');
    const token = link.pathname.split('/').at(-1) as string;

    const warnings = await warningsAfter(1, async () => {
      const download = await t.app.inject({ url: link.pathname });
      expect(download).toHaveStatus(200);
      expect(download.headers['content-type']).toBe('application/epub+zip');
    });
    expect(warnings).toEqual([]);
    expect(lines.filter((line) => line.includes(token))).toEqual([]);
  });
});
