import type { Config } from '@react-router/dev/config';
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
} satisfies Config;
