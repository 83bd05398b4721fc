/**
 * At the build's end (react-router.config.ts): the static public pages name the
 * island by its source path; the client build emitted it, bundled on its own, as
 * `assets/island-[hash].js` (island.config.ts, precached by the service worker:
 * docs/architecture/frontend.md), and its hashed address replaces the source path; then each
 * prerendered page gets its critical CSS inlined by beasties, with the full stylesheet moved to the
 * end of the body so it no longer blocks the first paint. /produtos also preloads the catalogue's
 * part of the island (docs/architecture/catalogue.md), which the island imports there at once.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as beastiesModule from 'beasties';
import { ISLAND_FILE_PATTERN } from '../island.config.ts';
import { PUBLIC_PAGE_ISLAND_SRC } from '../src/client/app/page-handle.ts';
import { CATALOGUE_MARKS } from '../src/client/features/catalogue/catalogue-marks.ts';

/** The file of the client build's assets whose name matches: exactly one. */
function assetAddress(clientDir: string, pattern: RegExp): string {
  const found = readdirSync(path.join(clientDir, 'assets')).filter((name) => pattern.test(name));
  if (found.length !== 1)
    throw new Error(`${pattern}: expected one in the build's assets, found ${found.length}`);
  return `/assets/${found[0]}`;
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

/** Finishes the static pages of the client build in `clientDir`; returns how many it finished. */
export async function finishStaticPages(clientDir: string): Promise<number> {
  const islandSrc = assetAddress(clientDir, ISLAND_FILE_PATTERN);
  const catalogueIslandSrc = assetAddress(clientDir, /^catalogue-island-[\w-]+\.js$/);
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
    // Hydrated pages (the app shell) keep their document as React rendered it: React
    // hydrates the whole document and would find it changed.
    if (!html.includes(`src="${PUBLIC_PAGE_ISLAND_SRC}"`)) continue;
    let withIsland = html.replaceAll(`src="${PUBLIC_PAGE_ISLAND_SRC}"`, `src="${islandSrc}"`);
    if (withIsland.includes(`${CATALOGUE_MARKS.page}=""`)) {
      withIsland = withIsland.replace(
        '</head>',
        `<link rel="modulepreload" href="${catalogueIslandSrc}"/></head>`,
      );
    }
    writeFileSync(file, await beasties.process(withIsland));
    pages += 1;
  }
  return pages;
}
