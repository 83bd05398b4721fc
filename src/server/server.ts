import { EnvError, env as loadEnv } from './env.ts';

async function start() {
  let env: ReturnType<typeof loadEnv>;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // Tracing starts before the app's modules load, so that its instrumentations see them load;
  // without OTEL_EXPORTER_OTLP_ENDPOINT none of it is even read (docs/decisions/163).
  const tracing = env.OTEL_EXPORTER_OTLP_ENDPOINT
    ? (await import('./observability/tracing.ts')).startTracing({
        endpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT,
        serviceName: 'rota-amazonia',
      })
    : undefined;
  const [
    { buildApp },
    { holdServerLock },
    { connectDatabase },
    { seedThisRelease },
    { installGracefulShutdown },
  ] = await Promise.all([
    import('./app.ts'),
    import('./backup/server-lock.ts'),
    import('./db/connection.ts'),
    import('./db/seed.ts'),
    import('./graceful-shutdown.ts'),
  ]);

  const connection = connectDatabase(env.DATABASE_URL, { poolMax: env.PG_POOL_MAX });
  tracing?.traceQueries(connection);
  const app = await buildApp({ env, connection, ...(tracing ? { tracing } : {}) });
  // The last spans reach the collector before the process ends.
  if (tracing) app.addHook('onClose', () => tracing.shutdown());
  if (env.SEED) {
    const outcome = await seedThisRelease(app.db);
    if (outcome.seeded) app.log.info(outcome.summary, 'seed applied');
    else {
      app.log.warn(
        { migrations: outcome.newerMigrations },
        'seed skipped: a newer release migrated the database (docs/architecture/operations.md)',
      );
    }
  }
  // While it runs, `npm run db:restore` refuses to replace this DATA_DIR's database.
  const releaseLock = holdServerLock(env.DATA_DIR);
  app.addHook('onClose', async () => releaseLock());
  await app.listen({ port: env.PORT, host: env.HOST });

  installGracefulShutdown(app, {
    graceMs: env.SHUTDOWN_GRACE_MS,
    drainMs: env.SHUTDOWN_DRAIN_MS,
    startDraining: () => app.startDraining(),
  });
}

// Only as the entry: the build imports every server module once to fill Node's compile cache
// (scripts/warm-compile-cache.ts).
if (import.meta.main) await start();
