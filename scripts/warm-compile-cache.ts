/**
 * At the build's end (react-router.config.ts): Node's compile cache for the server. `npm run serve`
 * points NODE_COMPILE_CACHE at it, so an instance loads its modules as cached code instead of
 * stripping the types of every TypeScript file again: no type stripper in its memory (about 17 MB
 * resident) and a quicker start (docs/architecture/performance.md).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Where `npm run serve` finds the cache (package.json), relative to the project. */
export const SERVER_COMPILE_CACHE_DIR = 'build/node-compile-cache';

/** Command-line tools import on load what they run; they are not the server and start rarely. */
const COMMAND_LINE_TOOLS = new Set(['cli.ts']);

/** Every module the server may load: src/server's own files but tests and command-line tools. */
function serverModules(serverDir: string): string[] {
  return readdirSync(serverDir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .filter((entry) => !entry.name.endsWith('.test.ts') && !COMMAND_LINE_TOOLS.has(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Imports every server module (and so what they import) once in a Node of its own with the cache
 * on; answers how many modules it imported. The server's entry starts nothing when imported.
 */
export function warmServerCompileCache(
  cacheDir = SERVER_COMPILE_CACHE_DIR,
  serverDir = 'src/server',
): number {
  const urls = serverModules(serverDir).map((file) => pathToFileURL(path.resolve(file)).href);
  const program = `
    import { flushCompileCache } from 'node:module';
    for (const url of ${JSON.stringify(urls)}) await import(url);
    flushCompileCache();
    process.exit(0);
  `;
  const warm = spawnSync(process.execPath, ['--input-type=module', '--eval', program], {
    env: { ...process.env, NODE_COMPILE_CACHE: path.resolve(cacheDir) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (warm.status !== 0) throw new Error(`filling the compile cache failed (exit ${warm.status})`);
  return urls.length;
}
