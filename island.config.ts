/**
 * The static public pages' island (docs/decisions/110, 113), bundled on its own — it shares no chunk,
 * and no byte, with the app's React bundle — and emitted into the client build as
 * `assets/island-[hash].js` while that build runs, so the service worker's precache list (written
 * when the client build closes, pwa.config.ts) holds it with its content revision: a static page
 * opened offline still has its menu and banners. Imported by vite.config.ts.
 */
import path from 'node:path';
import { build, type Plugin } from 'vite';
import { PUBLIC_PAGE_ISLAND_SRC } from './src/client/app/page-handle.ts';

/** How the island's file is named in build/client (scripts/finish-static-pages.ts finds it by this). */
export const ISLAND_FILE_PATTERN = /^island-[\w-]+\.js$/;

async function bundleIsland(): Promise<{ fileName: string; code: string }> {
  const output = await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      write: false,
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
  const chunks = result.output.filter((file) => file.type === 'chunk');
  const entry = chunks.find((file) => file.isEntry);
  // One file: the page loads one script and the precache holds exactly what it loads.
  if (!entry || chunks.length !== 1) throw new Error('island: expected exactly one chunk');
  return { fileName: entry.fileName, code: entry.code };
}

/** Adds the island to the browser's build (not the prerendering server's). */
export function publicPageIsland(): Plugin {
  return {
    name: 'rota:public-page-island',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async generateBundle() {
      const island = await bundleIsland();
      this.emitFile({ type: 'asset', fileName: island.fileName, source: island.code });
    },
  };
}
