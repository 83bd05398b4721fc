/**
 * At the build's end (react-router.config.ts): the client router's route table, with what each
 * route loads — its module, the modules that imports, its styles — taken from the assets manifest
 * of React Router's server build and written into the client build for the server, which preloads
 * them in each signed-in screen's shell (src/server/plugins/route-shells.ts,
 * docs/architecture/frontend.md).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { type BuiltRoute, ROUTE_MODULES_FILE } from '#server/plugins/route-shells.ts';

/** The routes of React Router's assets manifest, each with its modules and styles. */
export function builtRoutes(assets: Pick<ServerBuild['assets'], 'routes'>): BuiltRoute[] {
  return Object.values(assets.routes).flatMap((route) =>
    route
      ? [
          {
            id: route.id,
            parentId: route.parentId,
            path: route.path,
            index: route.index,
            caseSensitive: route.caseSensitive,
            modules: [route.module, ...(route.imports ?? [])],
            // React Router marks a style a route also imports lazily with a trailing '#'; the file is the same.
            styles: (route.css ?? []).map((href) => href.replace(/#$/, '')),
          },
        ]
      : [],
  );
}

/** Writes the route table of the server build `serverBuildFile` into the client build in `clientDir`. */
export async function writeRouteModules(serverBuildFile: string, clientDir: string): Promise<BuiltRoute[]> {
  const { assets } = (await import(/* @vite-ignore */ pathToFileURL(serverBuildFile).href)) as ServerBuild;
  const routes = builtRoutes(assets);
  writeFileSync(path.join(clientDir, ROUTE_MODULES_FILE), JSON.stringify(routes));
  return routes;
}
