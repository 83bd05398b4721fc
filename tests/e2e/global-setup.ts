import type { TestProject } from 'vitest/node';
import { sellerTestEnv } from '../seller-test-env.ts';
import { startServer } from './server-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's DATA_DIR: the mail outbox lives in it. */
    dataDir: string;
    /** The server's database URL (tests that insert data directly). */
    databaseUrl: string;
  }
}

/**
 * One real server, on a fresh database, for the whole browser suite; it knows who sells (the
 * purchase summary, Meus pedidos and the receipt show it).
 */
export default async function setup(project: TestProject) {
  const server = await startServer(sellerTestEnv);
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', server.dataDir);
  project.provide('databaseUrl', server.databaseUrl);
  return async () => {
    await server.stop();
  };
}
