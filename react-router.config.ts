import path from 'node:path';
import type { Config } from '@react-router/dev/config';
import { compressBuild } from './scripts/compress-build.ts';
import { finishStaticPages } from './scripts/finish-static-pages.ts';
import { writeRouteModules } from './scripts/route-modules.ts';
import { warmServerCompileCache } from './scripts/warm-compile-cache.ts';
import { publicPaths } from './src/shared/paths.ts';
import { readVoyageContentFiles } from './src/shared/voyage-content-files.ts';

const NOT_FOUND_PRERENDER_PATH = '/404';

/** The seeded highlighted voyages (content/voyages/*.json with a highlight) get /viagem/:slug prerendered too. */
function highlightedVoyageSlugs(): string[] {
  return readVoyageContentFiles()
    .filter((voyage) => voyage.highlight !== null)
    .map((voyage) => voyage.slug);
}

export default {
  appDirectory: 'src/client/app',
  buildDirectory: 'build',
  ssr: false,
  prerender: [
    ...Object.values(publicPaths),
    ...highlightedVoyageSlugs().map((slug) => `${publicPaths.voyagesInfo}/${slug}`),
    // Served by the server with status 404 for any unknown path (see plugins/static-site.ts).
    NOT_FOUND_PRERENDER_PATH,
  ],
  // Once the pages are prerendered and the service worker written (docs/architecture/frontend.md):
  // the static pages get their island and critical CSS, the server its route table, every page,
  // script and style its compressed copies, and the server's modules their compiled code.
  async buildEnd({ reactRouterConfig: { buildDirectory, serverBuildFile }, viteConfig }) {
    const clientDir = path.join(buildDirectory, 'client');
    const pages = await finishStaticPages(clientDir);
    const routes = await writeRouteModules(path.join(buildDirectory, 'server', serverBuildFile), clientDir);
    const compressed = compressBuild(clientDir);
    const serverModules = warmServerCompileCache();
    viteConfig.logger.info(
      `static pages finished: ${pages}; routes: ${routes.length}; compressed: ${compressed.length} files; server modules compiled: ${serverModules}`,
    );
  },
} satisfies Config;
