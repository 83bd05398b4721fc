import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { DatabaseConnection, DatabaseDialect } from '../db/connection.ts';
import type { Database } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbDialect: DatabaseDialect;
  }
}

export interface DatabasePluginOptions {
  connection: DatabaseConnection;
  /** Run pending migrations before the app answers (on by default). */
  migrate?: boolean;
}

export const databasePlugin = fp(
  async (app: FastifyInstance, { connection, migrate = true }: DatabasePluginOptions) => {
    // PostgreSQL restarting: logged, never fatal; requests meanwhile answer 503 (docs/architecture/data.md).
    const stopReporting = connection.onConnectionError((error) => {
      app.log.warn({ err: error }, 'database connection lost');
    });
    if (migrate) {
      const { applied, unknown } = await migrateToLatest(connection.db);
      if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');
      if (unknown.length > 0) {
        app.log.warn(
          { migrations: unknown },
          'database migrated by a newer release; this build does not migrate it (docs/architecture/operations.md)',
        );
      }
    }
    app.decorate('db', connection.db);
    app.decorate('dbDialect', connection.dialect);
    app.addHook('onClose', async () => {
      stopReporting();
      await connection.db.destroy();
    });
  },
  { name: 'database' },
);
