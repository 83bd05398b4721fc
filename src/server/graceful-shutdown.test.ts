import { request } from 'node:http';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { installGracefulShutdown } from './graceful-shutdown.ts';

/** A request on a new connection (no pooled keep-alive socket). */
function connect(address: string, path = '/slow') {
  return new Promise((resolve, reject) => {
    const outgoing = request(`${address}${path}`, { agent: false }, resolve);
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('installGracefulShutdown', () => {
  it('lets an in-flight request finish, refuses new connections, then exits 0', async () => {
    const app = Fastify({ logger: false });
    let release: () => void = () => {};
    let markStarted: () => void = () => {};
    const started = new Promise<void>((resolve) => {
      markStarted = resolve;
    });
    app.get('/slow', async () => {
      markStarted();
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return { done: true };
    });
    app.get('/quick', () => ({ done: true }));
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const exit = vi.fn();
    const shutdown = installGracefulShutdown(app, { graceMs: 5_000, exit, signals: [] });

    const inFlight = fetch(`${address}/slow`).then((response) => response.json());
    await started;
    const closing = shutdown('SIGTERM');
    // The listener closes (however long a busy machine takes) while the request in flight waits.
    await vi.waitFor(() => expect(connect(address, '/quick')).rejects.toThrow(/ECONNREFUSED/), {
      timeout: 15_000,
      interval: 20,
    });
    expect(exit).not.toHaveBeenCalled();

    release();
    await expect(inFlight).resolves.toEqual({ done: true });
    await closing;
    expect(exit).toHaveBeenCalledWith(0);
  });

  it('exits 1 when requests outlast the grace period', async () => {
    const app = Fastify({ logger: false });
    let markStarted: () => void = () => {};
    const started = new Promise<void>((resolve) => {
      markStarted = resolve;
    });
    app.get('/stuck', () => {
      markStarted();
      return new Promise(() => {});
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const exit = vi.fn();
    const shutdown = installGracefulShutdown(app, { graceMs: 100, exit, signals: [] });
    fetch(`${address}/stuck`).catch(() => undefined);
    await started;
    void shutdown('SIGTERM');
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(1), { timeout: 15_000 });
    app.server.closeAllConnections();
  });

  it('fails readiness at once and keeps answering through the drain, then closes', async () => {
    const app = Fastify({ logger: false });
    let draining = false;
    app.get('/ready', async (_request, reply) => reply.code(draining ? 503 : 200).send({ draining }));
    app.get('/work', async () => ({ done: true }));
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const exit = vi.fn();
    // The drain's clock is the test's: nothing depends on how busy the machine is.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const shutdown = installGracefulShutdown(app, {
        graceMs: 5_000,
        drainMs: 30_000,
        startDraining: () => {
          draining = true;
        },
        exit,
        signals: [],
      });
      const closing = shutdown('SIGTERM');
      expect(draining).toBe(true);
      expect((await fetch(`${address}/ready`)).status).toBe(503);
      await expect(connect(address, '/work').then(() => 'answered')).resolves.toBe('answered');
      await expect(fetch(`${address}/work`).then((response) => response.json())).resolves.toEqual({
        done: true,
      });
      await vi.advanceTimersByTimeAsync(29_000);
      expect(exit).not.toHaveBeenCalled();
      expect((await fetch(`${address}/work`)).status).toBe(200);

      await vi.advanceTimersByTimeAsync(1_000);
      await closing;
      expect(exit).toHaveBeenCalledWith(0);
      await expect(connect(address)).rejects.toThrow(/ECONNREFUSED/);
    } finally {
      vi.useRealTimers();
    }
  });

  it('closes at once on Ctrl-C (SIGINT), without the drain', async () => {
    const app = Fastify({ logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const exit = vi.fn();
    const startDraining = vi.fn();
    const shutdown = installGracefulShutdown(app, {
      graceMs: 5_000,
      drainMs: 600_000,
      startDraining,
      exit,
      signals: [],
    });
    await shutdown('SIGINT');
    expect(startDraining).toHaveBeenCalled();
    expect(exit).toHaveBeenCalledWith(0);
  });
});
