/**
 * TRUST_PROXY (docs/architecture/operations.md): a client's forged X-Forwarded-For never changes its address;
 * a trusted proxy's does. The address is read where Fastify puts it, request.ip, from the
 * request log line.
 */
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { apiPaths } from '#shared/paths.ts';
import { createTestApp, type TestApp } from '#tests/api-harness.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** An app with TRUST_PROXY, and a way to ask which address it saw for a request. */
async function appTrusting(trustProxy: string | undefined) {
  const seen = new Map<string, string>();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) {
        if (!line) continue;
        const entry = JSON.parse(line) as { reqId?: string; req?: { remoteAddress?: string } };
        if (entry.reqId && entry.req?.remoteAddress) seen.set(entry.reqId, entry.req.remoteAddress);
      }
      done();
    },
  });
  t = await createTestApp({
    env: trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy },
    logger: { level: 'info', stream },
  });
  const app = t.app;
  let requests = 0;
  return async (peer: string, forwardedFor?: string): Promise<string | undefined> => {
    requests += 1;
    const id = `trust-proxy-${requests}`;
    await app.inject({
      method: 'GET',
      url: apiPaths.highlightedVoyages,
      remoteAddress: peer,
      headers: { 'x-request-id': id, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    });
    return seen.get(id);
  };
}

describe('TRUST_PROXY', () => {
  it('unset: the peer is the client, whatever X-Forwarded-For says', async () => {
    const ipOf = await appTrusting(undefined);
    expect(await ipOf('203.0.113.9', '198.51.100.7')).toBe('203.0.113.9');
  });

  it('a list of proxies: only their X-Forwarded-For is believed', async () => {
    const ipOf = await appTrusting('10.0.0.5, 192.168.0.0/16');
    expect(await ipOf('10.0.0.5', '198.51.100.7')).toBe('198.51.100.7');
    expect(await ipOf('192.168.4.20', '198.51.100.8')).toBe('198.51.100.8');
    // A client talking to the server directly forges the header in vain.
    expect(await ipOf('203.0.113.9', '198.51.100.7')).toBe('203.0.113.9');
    // Through the proxy, a forged entry the client prepended is not the client.
    expect(await ipOf('10.0.0.5', '6.6.6.6, 198.51.100.7')).toBe('198.51.100.7');
  });

  it('a hop count: that many proxies nearest the server are believed', async () => {
    const ipOf = await appTrusting('1');
    expect(await ipOf('10.0.0.5', '6.6.6.6, 198.51.100.7')).toBe('198.51.100.7');
    expect(await ipOf('10.0.0.5')).toBe('10.0.0.5');
  });
});
