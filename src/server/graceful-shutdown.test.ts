import { request } from 'node:http';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { installGracefulShutdown } from './graceful-shutdown.ts';

/** A request on a new connection (no pooled keep-alive socket). */
function connect(address: string) {
  return new Promise((resolve, reject) => {
    const outgoing = request(`${address}/slow`, { agent: false }, resolve);
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
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const exit = vi.fn();
    const shutdown = installGracefulShutdown(app, { graceMs: 5_000, exit, signals: [] });

    const inFlight = fetch(`${address}/slow`).then((response) => response.json());
    await started;
    const closing = shutdown('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(exit).not.toHaveBeenCalled();
    await expect(connect(address)).rejects.toThrow(/ECONNREFUSED/);

    release();
    await expect(inFlight).resolves.toEqual({ done: true });
    await closing;
    expect(exit).toHaveBeenCalledWith(0);
  });

  it('exits 1 when requests outlast the grace period', async () => {
    const app = Fastify({ logger: false });
    app.get('/stuck', () => new Promise(() => {}));
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const exit = vi.fn();
    const shutdown = installGracefulShutdown(app, { graceMs: 100, exit, signals: [] });
    fetch(`${address}/stuck`).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
    void shutdown('SIGTERM');
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(1), { timeout: 2_000 });
    app.server.closeAllConnections();
  });
});
