/**
 * The cost of SQLite's `synchronous = FULL` against `NORMAL` (docs/architecture/data.md, SQLite):
 * small write transactions like a coin purchase (a ledger row and a balance update), in WAL mode,
 * on the disk of the directory given (default: the system's temp folder; pass DATA_DIR's disk to
 * measure it).
 *
 *   node scripts/bench-sqlite-sync.ts [directory] [transactions]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';

const root = process.argv[2] ?? tmpdir();
const transactions = Number(process.argv[3] ?? 2000);

function measure(synchronous: 'NORMAL' | 'FULL'): { perSecond: number; meanMs: number; p99Ms: number } {
  const dir = mkdtempSync(path.join(root, 'rota-sync-'));
  try {
    const db = new SQLite(path.join(dir, 'bench.db'));
    db.pragma('journal_mode = WAL');
    db.pragma(`synchronous = ${synchronous}`);
    db.exec(`create table wallet (user_id integer primary key, balance integer not null);
      create table ledger (id integer primary key, user_id integer not null, delta integer not null, at text not null);
      insert into wallet values (1, 0);`);
    const insert = db.prepare('insert into ledger (user_id, delta, at) values (1, ?, ?)');
    const update = db.prepare('update wallet set balance = balance + ? where user_id = 1');
    const purchase = db.transaction((delta: number) => {
      insert.run(delta, new Date().toISOString());
      update.run(delta);
    });
    const times: number[] = [];
    const started = process.hrtime.bigint();
    for (let index = 0; index < transactions; index += 1) {
      const before = process.hrtime.bigint();
      purchase(10);
      times.push(Number(process.hrtime.bigint() - before) / 1e6);
    }
    const totalMs = Number(process.hrtime.bigint() - started) / 1e6;
    db.close();
    times.sort((a, b) => a - b);
    return {
      perSecond: Math.round((transactions / totalMs) * 1000),
      meanMs: Number((totalMs / transactions).toFixed(3)),
      p99Ms: Number((times[Math.floor(times.length * 0.99)] ?? 0).toFixed(3)),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

console.log(`${transactions} write transactions, WAL, in ${root}`);
for (const mode of ['NORMAL', 'FULL', 'NORMAL', 'FULL'] as const) {
  const result = measure(mode);
  console.log(
    `synchronous=${mode}: ${result.perSecond} tx/s, mean ${result.meanMs} ms, p99 ${result.p99Ms} ms`,
  );
}
