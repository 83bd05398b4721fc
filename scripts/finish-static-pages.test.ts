import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_ISLAND_SRC } from '../src/client/app/page-handle.ts';
import { CATALOGUE_MARKS } from '../src/client/features/catalogue/catalogue-marks.ts';
import { finishStaticPages } from './finish-static-pages.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const document = (body: string) =>
  '<!DOCTYPE html><html lang="pt-BR"><head><link rel="stylesheet" href="/assets/root-ab12.css"/></head>' +
  `<body>${body}</body></html>`;
const staticPage = (body: string) =>
  document(`${body}<script type="module" src="${PUBLIC_PAGE_ISLAND_SRC}"></script>`);
const appShell = document('<p>Carregando…</p><script type="module" src="/assets/entry-ef56.js"></script>');

/** A client build as React Router leaves it: two static pages and the app shell. */
function clientBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'rota-static-pages-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, 'produtos'));
  writeFileSync(path.join(dir, 'assets', 'island-Xy7_z.js'), 'export {};');
  writeFileSync(path.join(dir, 'assets', 'catalogue-island-Q1w2.js'), 'export {};');
  writeFileSync(path.join(dir, 'assets', 'root-ab12.css'), 'h1{color:green}.never-on-the-page{color:red}');
  writeFileSync(path.join(dir, 'index.html'), staticPage('<h1>Início</h1>'));
  writeFileSync(
    path.join(dir, 'produtos', 'index.html'),
    staticPage(`<h1>Produtos</h1><section ${CATALOGUE_MARKS.page}=""></section>`),
  );
  writeFileSync(path.join(dir, '__spa-fallback.html'), appShell);
  return dir;
}

describe('finishing the static pages', () => {
  it("names the island by its built address and inlines the page's critical CSS", async () => {
    const dir = clientBuild();
    expect(await finishStaticPages(dir)).toBe(2);
    const home = readFileSync(path.join(dir, 'index.html'), 'utf8');
    expect(home).toContain('<script type="module" src="/assets/island-Xy7_z.js"></script>');
    expect(home).not.toContain(PUBLIC_PAGE_ISLAND_SRC);
    const head = home.slice(0, home.indexOf('</head>'));
    expect(head).toMatch(/<style>h1\{color:green\}<\/style>/);
    expect(head).not.toContain('never-on-the-page');
    // The full stylesheet is still loaded, at the end of the body.
    expect(home.slice(home.indexOf('<body>'))).toContain('/assets/root-ab12.css');
    expect(home).not.toContain('catalogue-island');
  });

  it("preloads the catalogue's part of the island on /produtos only, and leaves the app shell as React rendered it", async () => {
    const dir = clientBuild();
    await finishStaticPages(dir);
    const products = readFileSync(path.join(dir, 'produtos', 'index.html'), 'utf8');
    expect(products).toContain('<link rel="modulepreload" href="/assets/catalogue-island-Q1w2.js">');
    expect(readFileSync(path.join(dir, '__spa-fallback.html'), 'utf8')).toBe(appShell);
  });

  it('fails when the build has no island, or more than one', async () => {
    const dir = clientBuild();
    writeFileSync(path.join(dir, 'assets', 'island-Other.js'), 'export {};');
    await expect(finishStaticPages(dir)).rejects.toThrow(/expected one in the build's assets, found 2/);
  });
});
