import { buildApp } from './app.ts';
import { connectDatabase } from './db/connection.ts';
import { seedDatabase } from './db/seed.ts';
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

  const connection = connectDatabase(env.DATABASE_URL);
  const app = await buildApp({ env, connection });
  if (env.SEED) {
    const summary = await seedDatabase(app.db);
    app.log.info(summary, 'seed applied');
  }
  await app.listen({ port: env.PORT, host: env.HOST });

  // On SIGTERM stop taking connections, let in-flight requests finish, then leave.
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const forced = setTimeout(() => {
      app.log.error('shutdown grace period elapsed; exiting');
      process.exit(1);
    }, env.SHUTDOWN_GRACE_MS);
    forced.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

await start();
