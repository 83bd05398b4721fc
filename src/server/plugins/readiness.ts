import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the instance is on its way out (SIGTERM): /readyz fails so the proxy moves away. */
    readonly draining: boolean;
    /** Start failing readiness; requests are still answered (docs/architecture/operations.md). */
    startDraining: () => void;
  }
}

/**
 * The instance's readiness to take traffic. While draining, every answer also closes its
 * connection, so keep-alive clients (the proxy included) open their next one elsewhere.
 */
export const readinessPlugin = fp(
  async (app: FastifyInstance) => {
    let draining = false;
    app.decorate('draining', {
      getter: () => draining,
    });
    app.decorate('startDraining', () => {
      draining = true;
    });
    // Synchronous: an async hook costs every request a promise and a microtask (docs/architecture/performance.md).
    app.addHook('onRequest', (_request, reply, done) => {
      if (draining) reply.header('connection', 'close');
      done();
    });
  },
  { name: 'readiness' },
);
