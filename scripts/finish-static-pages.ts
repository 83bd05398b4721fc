/**
 * After `react-router build` (decision 110): the static public pages name the island by its source
 * path; the client build emitted it, bundled on its own, as `assets/island-[hash].js`
 * (island.config.ts, precached by the service worker: decision 113), and its hashed address replaces
 * the source path; then each prerendered page gets its critical CSS inlined by beasties, with the
 * full stylesheet moved to the end of the body so it no longer blocks the first paint. Runs before
 * scripts/compress-build.ts.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as beastiesModule from 'beasties';
import { ISLAND_FILE_PATTERN } from '../island.config.ts';
import { PUBLIC_PAGE_ISLAND_SRC } from '../src/client/app/page-handle.ts';

const clientDir = path.resolve('build/client');

/** The island the client build emitted: exactly one. */
function islandAddress(): string {
  const islands = readdirSync(path.join(clientDir, 'assets')).filter((name) =>
    ISLAND_FILE_PATTERN.test(name),
  );
  if (islands.length !== 1)
    throw new Error(`island: expected one in build/client/assets, found ${islands.length}`);
  return `/assets/${islands[0]}`;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

// Its types describe the CommonJS build; Node loads the ES module, whose default export is the class.
const Beasties = beastiesModule.default as unknown as typeof beastiesModule.default.default;

const islandSrc = islandAddress();
const beasties = new Beasties({
  path: clientDir,
  publicPath: '/',
  // The stylesheet moves to the end of the body: no inline handler or script, so the CSP is unchanged.
  preload: 'body',
  pruneSource: false,
  reduceInlineStyles: false,
  logLevel: 'warn',
});
let pages = 0;
for (const file of htmlFiles(clientDir)) {
  const html = readFileSync(file, 'utf8');
  // Hydrated pages (the app shell, /produtos) keep their document as React rendered it: React
  // hydrates the whole document and would find it changed.
  if (!html.includes(`src="${PUBLIC_PAGE_ISLAND_SRC}"`)) continue;
  const withIsland = html.replaceAll(`src="${PUBLIC_PAGE_ISLAND_SRC}"`, `src="${islandSrc}"`);
  writeFileSync(file, await beasties.process(withIsland));
  pages += 1;
}
console.log(`island ${islandSrc}; critical CSS inlined in ${pages} pages`);
