/**
 * The static public pages' island (docs/decisions/110, docs/architecture/frontend.md), bundled on its own — it shares no chunk,
 * and no byte, with the app's React bundle — and emitted into the client build as
 * `assets/island-[hash].js`, with its two parts: the catalogue's filters and fetching as
 * `assets/catalogue-island-[hash].js` (/produtos loads it at once, docs/architecture/catalogue.md) and what
 * draws with the site's components as `assets/drawing-island-[hash].js` (the catalogue on its first
 * drawing, pages with live lists after idle), while that build runs, so the service worker's precache list (written
 * when the client build closes, pwa.config.ts) holds it with its content revision: a static page
 * opened offline still has its menu and banners. Imported by vite.config.ts.
 */
import path from 'node:path';
import { build, type Plugin } from 'vite';
import { PUBLIC_PAGE_ISLAND_SRC } from './src/client/app/page-handle.ts';

/** How the island's file is named in build/client (scripts/finish-static-pages.ts finds it by this). */
export const ISLAND_FILE_PATTERN = /^island-[\w-]+\.js$/;

/**
 * The parts the island imports on demand, and nothing else: /produtos's catalogue
 * (islands/catalogue-island.ts), small, preloaded and run at once, so that its first paint waits for
 * no renderer; and the one that draws (islands/drawing-island.ts), Preact with the components,
 * loaded on a page's first drawing.
 */
const ISLAND_PARTS = ['catalogue-island', 'drawing-island'];

/**
 * The island draws the same React components as the prerendered pages, rendered by Preact's
 * compatibility layer: a few KB instead of React's ~60 (docs/architecture/frontend.md). The island's
 * tests run under the same aliases (vitest.config.ts).
 */
export const reactAsPreact = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
];

async function bundleIsland(): Promise<{ fileName: string; code: string }[]> {
  const output = await build({
    configFile: false,
    logLevel: 'warn',
    resolve: { alias: reactAsPreact },
    oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
    build: {
      write: false,
      copyPublicDir: false,
      modulePreload: false,
      target: 'es2022',
      rolldownOptions: {
        input: { island: path.resolve(`.${PUBLIC_PAGE_ISLAND_SRC}`) },
        output: {
          entryFileNames: 'assets/island-[hash].js',
          chunkFileNames: 'assets/[name]-[hash].js',
          format: 'es',
        },
      },
    },
  });
  const result = Array.isArray(output) ? output[0] : output;
  if (!result || !('output' in result)) throw new Error('island: unexpected build result');
  const chunks = result.output.filter((file) => file.type === 'chunk');
  const entries = chunks.filter((file) => file.isEntry);
  const parts = chunks.filter((file) => !file.isEntry).map((file) => file.name);
  // One script per page, plus its parts: Preact and the components live in the drawing part alone,
  // since a chunk shared with the entry would weigh on every marketing page, and the two parts share
  // none (the drawing part gets the filters' results from its caller), since a third would cost
  // /produtos a request its preload does not name.
  if (entries.length !== 1 || parts.toSorted().join() !== ISLAND_PARTS.join()) {
    throw new Error(
      `island: expected one entry and ${ISLAND_PARTS.join()}, got ${chunks.map((file) => file.fileName).join()}`,
    );
  }
  return chunks.map((file) => ({ fileName: file.fileName, code: file.code }));
}

/** Adds the island to the browser's build (not the prerendering server's). */
export function publicPageIsland(): Plugin {
  return {
    name: 'rota:public-page-island',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async generateBundle() {
      for (const file of await bundleIsland()) {
        this.emitFile({ type: 'asset', fileName: file.fileName, source: file.code });
      }
    },
  };
}
