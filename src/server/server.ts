import { buildApp } from './app.ts';
import { connectDatabase } from './db/connection.ts';
import { seedDatabase } from './db/seed.ts';
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
    const summary = await seedDatabase(app.db);
    app.log.info(summary, 'seed applied');
  }
  await app.listen({ port: env.PORT, host: env.HOST });

  installGracefulShutdown(app, {
    graceMs: env.SHUTDOWN_GRACE_MS,
    drainMs: env.SHUTDOWN_DRAIN_MS,
    startDraining: () => app.startDraining(),
  });
}

await start();
