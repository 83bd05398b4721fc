import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '@react-router/dev/config';
import { publicPaths } from './src/shared/paths.ts';

const NOT_FOUND_PRERENDER_PATH = '/404';

/** The seeded highlighted voyages (content/voyages/*.json with a highlight) get /viagem/:slug prerendered too. */
function highlightedVoyageSlugs(): string[] {
  const dir = 'content/voyages';
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map(
      (file) =>
        JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as { slug: string; highlight: unknown },
    )
    .filter((voyage) => voyage.highlight)
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
