import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { htmlPage } from './html-page.ts';
import { appRoutes, type BuiltRoute, ROUTE_MODULES_FILE, readRouteModules } from './route-shells.ts';

const shellHtml =
  '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/manifest-ab12.js"/>' +
  '<link rel="modulepreload" href="/assets/shell.js"/><link rel="modulepreload" href="/assets/root.js"/>' +
  '<link rel="stylesheet" href="/assets/root.css"/>' +
  '</head><body><p>Carregando…</p></body></html>';

/** The build's route table: a flat list of routes, each naming its parent. */
const routes: BuiltRoute[] = [
  {
    id: 'root',
    path: '',
    modules: ['/assets/root.js', '/assets/shell.js'],
    styles: ['/assets/root.css'],
  },
  { id: 'marketing-layout', parentId: 'root', modules: ['/assets/marketing.js'], styles: [] },
  { id: 'home-page', parentId: 'marketing-layout', index: true, modules: ['/assets/home.js'], styles: [] },
  { id: 'not-found-page', parentId: 'marketing-layout', path: '*', modules: ['/assets/404.js'], styles: [] },
  {
    id: 'require-auth-layout',
    parentId: 'root',
    modules: ['/assets/require-auth.js', '/assets/shell.js', '/assets/session.js'],
    styles: [],
  },
  {
    id: 'voyage-detail-page',
    parentId: 'require-auth-layout',
    path: 'viagem/detalhes/:id',
    modules: ['/assets/detail.js', '/assets/shell.js', '/assets/session.js', '/assets/schemas.js'],
    styles: [],
  },
  {
    id: 'voyage-info',
    parentId: 'marketing-layout',
    path: 'viagem/:slug',
    modules: ['/assets/info.js'],
    styles: [],
  },
  {
    id: 'reader-page',
    parentId: 'require-auth-layout',
    path: 'viagem/experiencia/:voyageId',
    modules: ['/assets/reader.js'],
    styles: ['/assets/reader.css', '/assets/themes.css'],
  },
];

const preloads = (html: string) =>
  [...html.matchAll(/<link rel="(?:modulepreload|preload)"(?: as="style")? href="([^"]+)"\/>/g)].map(
    (match) => match[1],
  );

describe('the app shell per screen', () => {
  const shell = htmlPage(shellHtml);
  const { shellAt, screenAt } = appRoutes(shell, routes);

  it("preloads the screen's module, its layouts and their imports, once each, in the head", () => {
    const page = shellAt('/viagem/detalhes/7');
    expect(preloads(page.html)).toEqual([
      '/assets/manifest-ab12.js',
      '/assets/shell.js',
      '/assets/root.js',
      '/assets/require-auth.js',
      '/assets/session.js',
      '/assets/detail.js',
      '/assets/schemas.js',
    ]);
    expect(page.html.indexOf('/assets/detail.js')).toBeLessThan(page.html.indexOf('</head>'));
    expect(page.html).toContain('<p>Carregando…</p>');
  });

  it('matches like the router: a static segment wins over a parameter', () => {
    expect(screenAt('/viagem/detalhes/7')).toBe('voyage-detail-page');
    expect(screenAt('/viagem/encontro-das-aguas')).toBe('voyage-info');
    expect(screenAt('/')).toBe('home-page');
    expect(screenAt('/nada/aqui')).toBe('not-found-page');
    expect(preloads(shellAt('/viagem/detalhes/7').html)).not.toContain('/assets/info.js');
    expect(preloads(shellAt('/viagem/encontro-das-aguas').html)).toContain('/assets/info.js');
  });

  it("preloads the screen's styles", () => {
    const html = shellAt('/viagem/experiencia/3').html;
    expect(html).toContain('<link rel="preload" as="style" href="/assets/reader.css"/>');
    expect(html).toContain('<link rel="preload" as="style" href="/assets/themes.css"/>');
    // The root's stylesheet is the shell's own already.
    expect(html.split('/assets/root.css').length).toBe(2);
  });

  it('makes and compresses each screen’s shell once, with its own validator', () => {
    const page = shellAt('/viagem/detalhes/7');
    expect(shellAt('/viagem/detalhes/12')).toBe(page);
    expect(page.etag).not.toBe(shell.etag);
    expect(brotliDecompressSync(page.encoded.br ?? Buffer.alloc(0)).toString()).toBe(page.html);
    expect(gunzipSync(page.encoded.gzip ?? Buffer.alloc(0)).toString()).toBe(page.html);
  });

  it('reads the route table the build wrote, and none from a build without one', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rota-route-modules-'));
    try {
      expect(readRouteModules(dir)).toBeUndefined();
      writeFileSync(path.join(dir, ROUTE_MODULES_FILE), JSON.stringify(routes));
      expect(readRouteModules(dir)).toEqual(routes);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
