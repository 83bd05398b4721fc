import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ContentEncoding } from '#server/http/content-encoding.ts';
import { type HtmlPage, htmlPage } from './html-page.ts';
import { appRoutes, readRouteModules } from './route-shells.ts';

/** The file extension scripts/compress-build.ts gives each encoding's copy. */
export const ENCODED_FILE_EXTENSIONS: Record<ContentEncoding, string> = { br: '.br', gzip: '.gz' };

/** What the server needs of the client build: its HTML pages. */
export interface ClientBuild {
  dir: string;
  /** Prerendered pages by pathname ('/', '/sobre'). */
  pages: Map<string, HtmlPage>;
  /** The app shell for routes rendered in the browser. */
  appShell: HtmlPage;
  /** The app shell for the screen at a pathname, preloading that screen's modules (route-shells.ts). */
  appShellAt: (pathname: string) => HtmlPage;
  /** The id of the client route at a pathname (the build's route table), if the build has one. */
  screenAt: (pathname: string) => string | undefined;
  /** The 404 page, prerendered at NOT_FOUND_PRERENDER_PATH. */
  notFound: HtmlPage;
}

/** The path the 404 page is prerendered at; it is only ever served with status 404. */
export const NOT_FOUND_PRERENDER_PATH = '/404';

/** A page read from the build, with the compressed copies written beside it. */
function builtPage(file: string, html: string): HtmlPage {
  const encoded: HtmlPage['encoded'] = {};
  for (const [encoding, extension] of Object.entries(ENCODED_FILE_EXTENSIONS)) {
    if (existsSync(file + extension)) encoded[encoding as ContentEncoding] = readFileSync(file + extension);
  }
  return htmlPage(html, encoded);
}

function findHtmlFiles(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : findHtmlFiles(full, base);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/** Reads the build once at start-up; undefined when the client has not been built. */
export function loadClientBuild(buildDir: string): ClientBuild | undefined {
  const dir = path.resolve(buildDir);
  const shellFile = path.join(dir, '__spa-fallback.html');
  if (!existsSync(shellFile)) return undefined;
  const pages = new Map<string, HtmlPage>();
  let notFound: HtmlPage | undefined;
  for (const file of findHtmlFiles(dir)) {
    const html = readFileSync(file, 'utf8');
    const relative = path.relative(dir, file).split(path.sep).join('/');
    if (relative === '__spa-fallback.html') continue;
    const pathname = `/${relative.replace(/(^|\/)index\.html$/, '')}`.replace(/\/$/, '') || '/';
    if (pathname === NOT_FOUND_PRERENDER_PATH) notFound = builtPage(file, html);
    else pages.set(pathname, builtPage(file, html));
  }
  const appShell = builtPage(shellFile, readFileSync(shellFile, 'utf8'));
  const routeModules = readRouteModules(dir);
  const routes = routeModules && appRoutes(appShell, routeModules);
  return {
    dir,
    pages,
    appShell,
    appShellAt: routes ? routes.shellAt : () => appShell,
    screenAt: routes ? routes.screenAt : () => undefined,
    notFound: notFound ?? appShell,
  };
}
