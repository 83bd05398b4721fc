import { Writable } from 'node:stream';
import Fastify, { LogController } from 'fastify';
import { describe, expect, it } from 'vitest';
import { logAnsweredRequests } from './request-log.ts';

function appLoggingTo(lines: Record<string, unknown>[], level: string) {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = Fastify({
    logger: { level, stream },
    logController: new LogController({ disableRequestLogging: true }),
  });
  logAnsweredRequests(app);
  app.get('/ola', async () => ({ ola: 'mundo' }));
  return app;
}

describe('the request log', () => {
  it('writes one line per answered request, with the request, its status and the time taken', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = appLoggingTo(lines, 'info');
    await app.inject({ method: 'GET', url: '/ola?x=1' });
    await app.inject({ method: 'GET', url: '/nada' });
    await app.close();
    const requests = lines.filter((line) => line.msg === 'request completed');
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({ req: { method: 'GET', url: '/ola?x=1' }, res: { statusCode: 200 } });
    expect(requests[1]).toMatchObject({ req: { url: '/nada' }, res: { statusCode: 404 } });
    expect(typeof requests[0]?.responseTime).toBe('number');
  });

  it('adds nothing to a request when the level leaves requests out', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = appLoggingTo(lines, 'warn');
    await app.inject({ method: 'GET', url: '/ola' });
    await app.close();
    expect(lines).toEqual([]);
  });
});
