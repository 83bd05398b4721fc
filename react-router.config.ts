import { readFileSync } from 'node:fs';
import type { Config } from '@react-router/dev/config';
import { publicPaths } from './src/shared/paths.ts';

const NOT_FOUND_PRERENDER_PATH = '/404';

/** The seeded highlighted voyages get their /viagem/:slug page prerendered too. */
function highlightedVoyageSlugs(): string[] {
  const voyages = JSON.parse(readFileSync('content/voyages/highlighted.json', 'utf8')) as { slug: string }[];
  return voyages.map((voyage) => voyage.slug);
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
