/**
 * After `react-router build` (decision 110): the static public pages' island is bundled on its own
 * (so it shares no chunk, and no byte, with the app's React bundle) and its hashed address replaces
 * the source path the pages name; then each prerendered page gets its critical CSS inlined by
 * beasties, with the full stylesheet moved to the end of the body so it no longer blocks the first
 * paint. Runs before scripts/compress-build.ts, which compresses the island with the rest.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as beastiesModule from 'beasties';
import { build } from 'vite';
import { PUBLIC_PAGE_ISLAND_SRC } from '../src/client/app/page-handle.ts';

const clientDir = path.resolve('build/client');

async function bundleIsland(): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      outDir: clientDir,
      emptyOutDir: false,
      copyPublicDir: false,
      modulePreload: false,
      target: 'es2022',
      rolldownOptions: {
        input: { island: path.resolve(`.${PUBLIC_PAGE_ISLAND_SRC}`) },
        output: { entryFileNames: 'assets/island-[hash].js', format: 'es' },
      },
    },
  });
  const result = Array.isArray(output) ? output[0] : output;
  if (!result || !('output' in result)) throw new Error('island: unexpected build result');
  const entry = result.output.find((file) => file.type === 'chunk' && file.isEntry);
  if (!entry) throw new Error('island: no entry chunk');
  return `/${entry.fileName}`;
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

const islandSrc = await bundleIsland();
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
