/**
 * The app shell per screen (docs/architecture/frontend.md). React Router's SPA shell names only the root's modules:
 * a screen's own modules were found one import level at a time after the 120 KB shell chunk had
 * run, about four round trips on a phone before the screen could even ask the API. The build writes
 * the route table with what each route loads (scripts/route-modules.ts), so the server matches the
 * address as the router will and sends the shell with the screen's modules, their imports and
 * styles preloaded: one round trip for all.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { matchRoutes, type RouteMatch, type RouteObject } from 'react-router';
import { compressedCopies } from '#server/http/content-encoding.ts';
import { type HtmlPage, htmlPage } from './html-page.ts';

/** Where in the client build the route table lies; the server reads it and never serves it. */
export const ROUTE_MODULES_FILE = 'route-modules.json';

/** A route of the client router, as the build writes it into ROUTE_MODULES_FILE. */
export interface BuiltRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  /** The route's module, then every module it imports. */
  modules: string[];
  /** The stylesheets the route needs. */
  styles: string[];
}

/** The build's route table, or undefined for a build without one (tests' stand-in builds). */
export function readRouteModules(buildDir: string): BuiltRoute[] | undefined {
  const file = path.join(buildDir, ROUTE_MODULES_FILE);
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as BuiltRoute[];
}

/** The flat list as the nested table `matchRoutes` ranks and matches like the router. */
function routeTable(routes: BuiltRoute[]): RouteObject[] {
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    routes
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, index: true, path: route.path, caseSensitive: route.caseSensitive }
          : {
              id: route.id,
              path: route.path,
              caseSensitive: route.caseSensitive,
              children: childrenOf(route.id),
            },
      );
  return childrenOf(undefined);
}

/** The routes of the client build, matched on the server as the router matches them in the browser. */
export interface AppRoutes {
  /** The id of the route the router renders at `pathname` (its deepest match), if any. */
  screenAt(pathname: string): string | undefined;
  /**
   * The shell preloading what the screen at `pathname` imports. Each screen's shell is made and
   * compressed once, on its first request, then kept (one per route of the table).
   */
  shellAt(pathname: string): HtmlPage;
}

export function appRoutes(shell: HtmlPage, routes: BuiltRoute[]): AppRoutes {
  const table = routeTable(routes);
  const byId = new Map(routes.map((route) => [route.id, route]));
  const shells = new Map<string, HtmlPage>();
  return {
    screenAt: (pathname) => matchRoutes(table, pathname)?.at(-1)?.route.id,
    shellAt(pathname) {
      const matches = matchRoutes(table, pathname);
      const screen = matches?.at(-1)?.route.id;
      if (!matches || !screen) return shell;
      let page = shells.get(screen);
      if (!page) {
        page = shellPreloading(shell, byId, matches);
        shells.set(screen, page);
      }
      return page;
    },
  };
}

/** `shell` with the matched routes' modules, their imports and styles preloaded in its head. */
function shellPreloading(shell: HtmlPage, routes: Map<string, BuiltRoute>, matches: RouteMatch[]): HtmlPage {
  const links = new Set<string>();
  for (const { route } of matches) {
    const built = route.id ? routes.get(route.id) : undefined;
    if (!built) continue;
    for (const module of built.modules) {
      if (!shell.html.includes(`href="${module}"`)) links.add(`<link rel="modulepreload" href="${module}"/>`);
    }
    for (const style of built.styles) {
      if (!shell.html.includes(`href="${style}"`))
        links.add(`<link rel="preload" as="style" href="${style}"/>`);
    }
  }
  const html = shell.html.replace('</head>', `${[...links].join('')}</head>`);
  return htmlPage(html, compressedCopies(Buffer.from(html)));
}
