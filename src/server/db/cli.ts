/** `npm run db:migrate | db:seed | db:reset` on the configured database. */
import { existsSync, rmSync } from 'node:fs';
import { sql } from 'kysely';
import { env as loadEnv } from '../env.ts';
import { announceCatalogueChange } from '../features/catalogue/catalogue-changes.plugin.ts';
import { connectDatabase } from './connection.ts';
import { migrateToLatest } from './migrate.ts';
import { seedThisRelease } from './seed.ts';

const command = process.argv[2];
const env = loadEnv();

async function resetDatabase() {
  if (env.DATABASE_URL.startsWith('sqlite:')) {
    const file = env.DATABASE_URL.replace(/^sqlite:(\/\/)?/, '');
    for (const suffix of ['', '-wal', '-shm']) if (existsSync(file + suffix)) rmSync(file + suffix);
    return;
  }
  const { db } = connectDatabase(env.DATABASE_URL, { poolMax: 1 });
  await sql`drop schema public cascade`.execute(db);
  await sql`create schema public`.execute(db);
  await db.destroy();
}

if (command === 'reset') await resetDatabase();
// The release's migrations may take longer than a request's statement is allowed.
const { db } = connectDatabase(env.DATABASE_URL, { poolMax: 1, statementTimeoutMs: 0, queryTimeoutMs: 0 });
try {
  const { applied, unknown } = await migrateToLatest(db);
  if (unknown.length > 0) {
    // An older release's step after a newer one's: its schema still serves this build (docs/architecture/operations.md).
    console.warn(
      `Banco de dados migrado por uma versão mais nova (${unknown.join(', ')}); nada a migrar por esta.`,
    );
  } else {
    console.log(
      applied.length ? `Migrações aplicadas: ${applied.join(', ')}` : 'Banco de dados já atualizado.',
    );
  }
  if (command === 'seed' || command === 'reset') {
    const outcome = await seedThisRelease(db);
    if (outcome.seeded) {
      console.log('Seed aplicado:', outcome.summary);
      // Running instances drop their cached product lists now rather than within 10 s (decision 085).
      if (env.REDIS_URL) {
        await announceCatalogueChange(env.REDIS_URL, env.REDIS_KEY_PREFIX).catch((error: Error) => {
          console.warn(
            `Redis não respondeu; os servidores verão o catálogo novo em até 10 s (${error.message}).`,
          );
        });
      }
    } else {
      console.warn('Seed não aplicado: o banco de dados pertence a uma versão mais nova.');
    }
  }
} finally {
  await db.destroy();
}
