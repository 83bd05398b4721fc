import { buildApp } from './app.ts';
import { holdServerLock } from './backup/server-lock.ts';
import { connectDatabase } from './db/connection.ts';
import { seedThisRelease } from './db/seed.ts';
import { EnvError, env as loadEnv } from './env.ts';
import { installGracefulShutdown } from './graceful-shutdown.ts';

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

  const connection = connectDatabase(env.DATABASE_URL, { poolMax: env.PG_POOL_MAX });
  const app = await buildApp({ env, connection });
  if (env.SEED) {
    const outcome = await seedThisRelease(app.db);
    if (outcome.seeded) app.log.info(outcome.summary, 'seed applied');
    else {
      app.log.warn(
        { migrations: outcome.newerMigrations },
        'seed skipped: a newer release migrated the database (docs/decisions/082)',
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

await start();
