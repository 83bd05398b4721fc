/**
 * A PostgreSQL of the cluster suite's own, on a free port in a temp folder, so it may stop and start
 * it without disturbing anyone else's tests on this machine.
 */
import { execFile, execFileSync } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../free-port.ts';

const POSTGRES_BIN = path.join(
  '/usr/lib/postgresql',
  readdirSync('/usr/lib/postgresql').sort().at(-1) ?? '15',
  'bin',
);

const run = promisify(execFile);

/** A PostgreSQL program run as the postgres user (never blocking the tests' event loop). */
async function asPostgres(command: string, args: string[]) {
  await run('runuser', ['-u', 'postgres', '--', path.join(POSTGRES_BIN, command), ...args]);
}

export interface PrivatePostgres {
  port: number;
  url: (database: string) => string;
  /** pg_ctl stop (fast): every connection is cut. */
  stop: () => Promise<void>;
  start: () => Promise<void>;
}

export async function startPrivatePostgres(workDir: string): Promise<PrivatePostgres> {
  const dataDir = path.join(workDir, 'postgres');
  mkdirSync(dataDir, { recursive: true });
  const postgresUser = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const postgresGroup = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  // initdb and the server run as postgres: they must reach their folder, and own it.
  chmodSync(workDir, 0o711);
  chownSync(dataDir, postgresUser, postgresGroup);
  await asPostgres('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  const pgCtl = (action: string, ...extra: string[]) =>
    asPostgres('pg_ctl', [
      '-D',
      dataDir,
      '-o',
      options,
      '-l',
      path.join(dataDir, 'server.log'),
      '-w',
      action,
      ...extra,
    ]);
  await pgCtl('start');
  return {
    port,
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop: () => pgCtl('stop', '-m', 'fast'),
    start: () => pgCtl('start'),
  };
}
