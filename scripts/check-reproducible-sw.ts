/**
 * Builds the client twice and compares the service workers: every instance of one build, and two
 * builds of one commit, must serve a byte-identical sw.js (docs/architecture/operations.md). Prints both
 * hashes; exits 1 when they differ. `npm run check:sw`.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const serviceWorker = path.resolve('build/client/sw.js');

function buildAndHash(round: number): string {
  const build = spawnSync('npm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) {
    console.error(`build ${round} failed (exit ${build.status})`);
    process.exit(1);
  }
  return createHash('sha256').update(readFileSync(serviceWorker)).digest('hex');
}

const first = buildAndHash(1);
const second = buildAndHash(2);
console.log(`sw.js, build 1: ${first}`);
console.log(`sw.js, build 2: ${second}`);
if (first !== second) {
  console.error('sw.js differs between two builds of the same sources');
  process.exit(1);
}
console.log('sw.js is byte-identical across builds');
