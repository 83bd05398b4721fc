/**
 * Runs the retention rules (retention.service.ts) in every instance: two to seven minutes after
 * start, then every hour. Each run is safe beside another instance's (README "Operating", retention).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '#server/db/unavailable.ts';
import { applyRetentionRules } from './retention.service.ts';

export const RETENTION_INTERVAL_MS = 3_600_000;
const FIRST_RUN_MIN_MS = 2 * 60_000;
const FIRST_RUN_SPREAD_MS = 5 * 60_000;

export interface RetentionPluginOptions {
  /** The clock (tests move it). */
  now?: () => Date;
  intervalMs?: number;
}

export const retentionPlugin = fp(
  async (
    app: FastifyInstance,
    { now = () => new Date(), intervalMs = RETENTION_INTERVAL_MS }: RetentionPluginOptions,
  ) => {
    const log = app.log.child({ component: 'retention' });
    let running: Promise<void> | undefined;
    let timer: NodeJS.Timeout | undefined;
    let firstRun: NodeJS.Timeout | undefined;

    async function run() {
      try {
        const result = await applyRetentionRules(app.db, now());
        if (Object.values(result).some((count) => count > 0))
          log.info(result, 'retention: personal data past its time removed');
      } catch (error) {
        if (isDatabaseUnavailable(error))
          log.warn({ err: error }, 'retention: database unavailable, next run later');
        else log.error({ err: error }, 'retention: run failed');
      }
    }

    const schedule = () => {
      running ??= run().finally(() => {
        running = undefined;
      });
    };

    app.addHook('onReady', async () => {
      // The first run waits a few minutes, a different time on each instance: a release restarts
      // every instance at once, and start-up is when the pool and the probes are busiest.
      firstRun = setTimeout(schedule, FIRST_RUN_MIN_MS + Math.random() * FIRST_RUN_SPREAD_MS);
      firstRun.unref();
      timer = setInterval(schedule, intervalMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearTimeout(firstRun);
      clearInterval(timer);
      await running;
    });
  },
  { name: 'retention', dependencies: ['database', 'mailer'] },
);
