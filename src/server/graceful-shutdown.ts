import type { FastifyInstance } from 'fastify';

export interface GracefulShutdownOptions {
  graceMs: number;
  /**
   * How long readiness fails while requests are still answered, before closing (SHUTDOWN_DRAIN_MS).
   * SIGTERM only: a supervisor's stop. Ctrl-C (SIGINT) at a terminal closes at once.
   */
  drainMs?: number;
  /** Makes readiness fail (the app's startDraining). */
  startDraining?: () => void;
  exit?: (code: number) => void;
  signals?: NodeJS.Signals[];
}

/**
 * On SIGTERM (or SIGINT) fail readiness at once and keep answering for `drainMs`, so the proxy
 * moves the traffic elsewhere; then stop taking connections, let in-flight requests finish, close
 * the database, and leave; `graceMs` after the drain, leave anyway.
 */
export function installGracefulShutdown(app: FastifyInstance, options: GracefulShutdownOptions) {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const signals = options.signals ?? ['SIGTERM', 'SIGINT'];
  let closing: Promise<void> | undefined;

  const shutdown = (signal: NodeJS.Signals) => {
    closing ??= (async () => {
      const drainMs = signal === 'SIGTERM' ? (options.drainMs ?? 0) : 0;
      app.log.info({ signal, drainMs }, 'shutting down');
      options.startDraining?.();
      if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
      const forced = setTimeout(() => {
        app.log.error('shutdown grace period elapsed; exiting');
        exit(1);
      }, options.graceMs);
      forced.unref();
      // A keep-alive socket whose request finishes after close() began would hold the server open
      // until its timeout: close such sockets as soon as they turn idle.
      const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
      sweep.unref();
      try {
        await app.close();
        clearInterval(sweep);
        clearTimeout(forced);
        exit(0);
      } catch (error) {
        app.log.error({ err: error }, 'shutdown failed');
        exit(1);
      }
    })();
    return closing;
  };

  for (const signal of signals) process.once(signal, shutdown);
  return shutdown;
}
