/**
 * The app shell per screen (docs/architecture/frontend.md). React Router's SPA shell names only the root's modules:
 * a screen's own modules were found one import level at a time after the 120 KB shell chunk had
 * run, about four round trips on a phone before the screen could even ask the API. The route table
 * is in React Router's manifest, so the server matches the address as the router will and sends the
 * shell with the screen's modules, their imports and styles preloaded: one round trip for all.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { matchRoutes, type RouteMatch, type RouteObject } from 'react-router';
import { compressedCopies } from '#server/http/content-encoding.ts';
import { type HtmlPage, htmlPage } from './html-page.ts';

/** What the server reads of a route in React Router's manifest (`window.__reactRouterManifest`). */
interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  module: string;
  imports?: string[];
  css?: string[];
}

export interface RouteManifest {
  routes: Record<string, ManifestRoute>;
}

/** The manifest the shell preloads (`/assets/manifest-<hash>.js`), or undefined if it names none. */
export function readRouteManifest(buildDir: string, shellHtml: string): RouteManifest | undefined {
  const address = shellHtml.match(/<link rel="modulepreload" href="\/(assets\/manifest-[\w-]+\.js)"/)?.[1];
  if (!address) return undefined;
  const script = readFileSync(path.join(buildDir, address), 'utf8');
  return JSON.parse(script.slice(script.indexOf('{'), script.lastIndexOf('}') + 1)) as RouteManifest;
}

/** The manifest's flat list as the nested table `matchRoutes` ranks and matches like the router. */
function routeTable(manifest: RouteManifest): RouteObject[] {
  const routes = Object.values(manifest.routes);
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

export function appRoutes(shell: HtmlPage, manifest: RouteManifest): AppRoutes {
  const table = routeTable(manifest);
  const shells = new Map<string, HtmlPage>();
  return {
    screenAt: (pathname) => matchRoutes(table, pathname)?.at(-1)?.route.id,
    shellAt(pathname) {
      const matches = matchRoutes(table, pathname);
      const screen = matches?.at(-1)?.route.id;
      if (!matches || !screen) return shell;
      let page = shells.get(screen);
      if (!page) {
        page = shellPreloading(shell, manifest, matches);
        shells.set(screen, page);
      }
      return page;
    },
  };
}

/** `shell` with the matched routes' modules, their imports and styles preloaded in its head. */
function shellPreloading(shell: HtmlPage, manifest: RouteManifest, matches: RouteMatch[]): HtmlPage {
  const links = new Set<string>();
  for (const { route } of matches) {
    const entry = route.id ? manifest.routes[route.id] : undefined;
    if (!entry) continue;
    for (const module of [entry.module, ...(entry.imports ?? [])]) {
      if (!shell.html.includes(`href="${module}"`)) links.add(`<link rel="modulepreload" href="${module}"/>`);
    }
    // React Router marks some styles with a trailing '#'; the file is the same.
    for (const style of entry.css ?? []) {
      const href = style.replace(/#$/, '');
      if (!shell.html.includes(`href="${href}"`))
        links.add(`<link rel="preload" as="style" href="${href}"/>`);
    }
  }
  const html = shell.html.replace('</head>', `${[...links].join('')}</head>`);
  return htmlPage(html, compressedCopies(Buffer.from(html)));
}
