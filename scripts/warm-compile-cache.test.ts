import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { warmServerCompileCache } from './warm-compile-cache.ts';

const cacheDir = mkdtempSync(path.join(tmpdir(), 'rota-compile-cache-'));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

/** Loads the server's entry and app in a fresh Node; answers whether the type stripper was loaded. */
function loadServerModules(env: Record<string, string>) {
  const urls = ['src/server/server.ts', 'src/server/app.ts'].map(
    (file) => pathToFileURL(path.resolve(file)).href,
  );
  const program = `
    for (const url of ${JSON.stringify(urls)}) await import(url);
    console.log(JSON.stringify({ stripper: process.moduleLoadList.some((name) => name.includes('amaro')) }));
  `;
  const run = spawnSync(process.execPath, ['--input-type=module', '--eval', program], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '{}') as { stripper: boolean };
}

describe("the server's compile cache (docs/architecture/performance.md)", () => {
  it('lets the server load without stripping a single TypeScript file again, and starts nothing', () => {
    expect(warmServerCompileCache(cacheDir)).toBeGreaterThan(100);
    // Without the cache every .ts file goes through Node's type stripper, which stays in memory.
    expect(loadServerModules({ NODE_COMPILE_CACHE: '' }).stripper).toBe(true);
    // With it, nothing does; the entry imported (not run) exits instead of listening.
    expect(loadServerModules({ NODE_COMPILE_CACHE: cacheDir }).stripper).toBe(false);
  }, 120_000);
});
