import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/api-harness.ts';
import { loadClientBuild } from './client-build.ts';
import { inlineScriptHashesOf } from './html-page.ts';
import { type BuiltRoute, ROUTE_MODULES_FILE } from './route-shells.ts';

const page = (body: string) =>
  `<!DOCTYPE html><html lang="pt-BR"><head></head><body>${body}<script>window.__ctx = 1;</script>` +
  `<script type="module" src="/assets/entry-abc123.js"></script></body></html>`;

/** The build's route table, as far as the server tells routes apart under /viagem/. */
const routes: BuiltRoute[] = [
  { id: 'root', path: '', modules: ['/assets/root.js'], styles: [] },
  { id: 'marketing-layout', parentId: 'root', modules: ['/assets/marketing.js'], styles: [] },
  {
    id: 'voyages-info-slug',
    parentId: 'marketing-layout',
    path: 'viagem/:slug',
    modules: ['/assets/info.js'],
    styles: [],
  },
  { id: 'require-auth-layout', parentId: 'root', modules: ['/assets/auth.js'], styles: [] },
  {
    id: 'voyage-detail-page',
    parentId: 'require-auth-layout',
    path: 'viagem/detalhes/:id',
    modules: ['/assets/detail.js'],
    styles: [],
  },
  {
    id: 'shared-voyage-default',
    parentId: 'root',
    path: 'viagem/compartilhada',
    modules: ['/assets/shared.js'],
    styles: [],
  },
  {
    id: 'shared-voyage-page',
    parentId: 'root',
    path: 'viagem/compartilhada/:voyageId',
    modules: ['/assets/shared.js'],
    styles: [],
  },
];

/** A small stand-in for `react-router build`'s output. */
function fakeBuild() {
  const dir = mkdtempSync(path.join(tmpdir(), 'rota-build-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, 'sobre'));
  mkdirSync(path.join(dir, '404'));
  mkdirSync(path.join(dir, 'viagem'));
  mkdirSync(path.join(dir, 'viagem', 'encontro-das-aguas'));
  writeFileSync(path.join(dir, 'index.html'), page('<h1>Início</h1>'));
  writeFileSync(path.join(dir, 'sobre', 'index.html'), page('<h1>Sobre</h1>'));
  // What scripts/compress-build.ts leaves beside a page.
  writeFileSync(path.join(dir, 'sobre', 'index.html.br'), brotliCompressSync(page('<h1>Sobre</h1>')));
  writeFileSync(path.join(dir, 'sobre', 'index.html.gz'), gzipSync(page('<h1>Sobre</h1>')));
  writeFileSync(path.join(dir, '404', 'index.html'), page('<h1>Página Não Encontrada</h1>'));
  writeFileSync(path.join(dir, 'viagem', 'index.html'), page('<h1>Viagens</h1>'));
  writeFileSync(
    path.join(dir, 'viagem', 'encontro-das-aguas', 'index.html'),
    page('<h1>Viagens</h1><p>O Encontro das Águas em destaque</p>'),
  );
  writeFileSync(path.join(dir, '__spa-fallback.html'), page('<p>Carregando…</p><script>boot()</script>'));
  writeFileSync(path.join(dir, ROUTE_MODULES_FILE), JSON.stringify(routes));
  writeFileSync(
    path.join(dir, 'assets', 'entry-abc123.js'),
    `console.log(${JSON.stringify('x'.repeat(4000))});`,
  );
  writeFileSync(path.join(dir, 'assets', 'app-def456.css'), `body{color:${'red;'.repeat(600)}}`);
  // What scripts/compress-build.ts leaves beside a style.
  writeFileSync(path.join(dir, 'assets', 'app-def456.css.br'), 'copia-brotli');
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

describe('serving the client build', () => {
  let t: TestApp;
  let buildDir: string;
  beforeAll(async () => {
    buildDir = fakeBuild();
    t = await createTestApp({ clientBuild: loadClientBuild(buildDir) ?? null });
  });
  afterAll(async () => {
    await t.close();
    rmSync(buildDir, { recursive: true, force: true });
  });

  it('refuses an address holding a NUL as a malformed one, in the API error shape', async () => {
    for (const url of ['/assets/%00', '/assets/a%00.js', '/%00', '/sobre%00']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response, url).toHaveStatus(400);
      expect(response.json()).toEqual({
        success: false,
        code: 'BAD_URL',
        message: 'O endereço tem caracteres inválidos.',
      });
    }
  });

  it('answers prerendered HTML for public routes, revalidated on every visit', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sobre' });
    expect(response).toHaveStatus(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<h1>Sobre</h1>');

    const again = await t.app.inject({
      method: 'GET',
      url: '/sobre',
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again).toHaveStatus(304);
  });

  it('answers the home page and trailing-slash addresses', async () => {
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(home).toHaveStatus(200);
    expect(home.body).toContain('<h1>Início</h1>');
    const withSlash = await t.app.inject({ method: 'GET', url: '/sobre/' });
    expect(withSlash).toHaveStatus(200);
    expect(withSlash.body).toContain('<h1>Sobre</h1>');
  });

  it('answers the app shell for routes rendered in the browser', async () => {
    // The shared voyage screen's default address is under /viagem/ too, and not a voyage's.
    for (const url of ['/viagem/detalhes/3', '/viagem/compartilhada', '/viagem/compartilhada/2']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response, url).toHaveStatus(200);
      expect(response.body, url).toContain('Carregando…');
    }
    // The build's route table names what each screen's shell preloads (route-shells.ts).
    const detail = await t.app.inject({ method: 'GET', url: '/viagem/detalhes/3' });
    expect(detail.body).toContain('<link rel="modulepreload" href="/assets/detail.js"/>');
  });

  it("answers /viagem/:slug without a page of its own with /viagem's page (docs/architecture/frontend.md)", async () => {
    const prerendered = await t.app.inject({ method: 'GET', url: '/viagem/encontro-das-aguas' });
    expect(prerendered.body).toContain('em destaque');
    for (const url of ['/viagem/publicada-depois-do-build', '/viagem/rota-que-nao-existe/']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response, url).toHaveStatus(200);
      expect(response.body).toContain('<h1>Viagens</h1>');
      expect(response.body).not.toContain('em destaque');
    }
  });

  it('answers the 404 page with status 404 for unknown paths', async () => {
    for (const url of ['/nao-existe', '/404', '/sobre/mais', '/caf%C3%A9']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response, url).toHaveStatus(404);
      expect(response.headers['content-type']).toContain('text/html');
    }
    const response = await t.app.inject({ method: 'GET', url: '/nao-existe' });
    expect(response.body).toContain('Página Não Encontrada');
  });

  it('answers a malformed address with 400, never 500', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/%E0%A4%A' });
    expect(response).toHaveStatus(400);
  });

  it('answers unknown API paths with the JSON error', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/nada' });
    expect(response).toHaveStatus(404);
    expect(response.json()).toMatchObject({ success: false, code: 'ROUTE_NOT_FOUND' });
  });

  it('serves hashed assets with immutable caching, compressed', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/entry-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response).toHaveStatus(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('sends the build-time brotli copy as it is, and the plain file to clients without brotli', async () => {
    const brotli = await t.app.inject({
      method: 'GET',
      url: '/assets/app-def456.css',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.body).toBe('copia-brotli');
    expect(brotli.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await t.app.inject({ method: 'GET', url: '/assets/app-def456.css' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('body{color:red;');
  });

  it('sends a page compressed at build time as it is, each encoding with its own validator', async () => {
    const brotli = await t.app.inject({
      method: 'GET',
      url: '/sobre',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(page('<h1>Sobre</h1>'));
    const gzip = await t.app.inject({ method: 'GET', url: '/sobre', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(page('<h1>Sobre</h1>'));
    const plain = await t.app.inject({ method: 'GET', url: '/sobre' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(page('<h1>Sobre</h1>'));

    const etags = new Set([brotli.headers.etag, gzip.headers.etag, plain.headers.etag]);
    expect(etags.size).toBe(3);
    const revalidated = await t.app.inject({
      method: 'GET',
      url: '/sobre',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(brotli.headers.etag) },
    });
    expect(revalidated).toHaveStatus(304);
    // A validator of another encoding's copy does not match this one.
    const otherCopy = await t.app.inject({
      method: 'GET',
      url: '/sobre',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(plain.headers.etag) },
    });
    expect(otherCopy).toHaveStatus(200);
  });

  it('never serves the raw HTML files by their file names, nor the route table', async () => {
    for (const url of ['/404/index.html', `/${ROUTE_MODULES_FILE}`]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response, url).toHaveStatus(404);
      expect(response.body, url).toContain('Página Não Encontrada');
    }
  });

  it("sends strict security headers and a CSP that allows exactly the page's own inline scripts", async () => {
    const scriptSourcesOf = async (url: string) => {
      const csp = String((await t.app.inject({ method: 'GET', url })).headers['content-security-policy']);
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).toContain("object-src 'none'");
      const scriptSrc = csp.split(';').find((directive) => directive.startsWith('script-src ')) ?? '';
      return scriptSrc.split(' ').slice(1);
    };
    const [context] = inlineScriptHashesOf(page(''));
    const [boot] = inlineScriptHashesOf('<script>boot()</script>');
    expect(await scriptSourcesOf('/')).toEqual(["'self'", context]);
    expect(await scriptSourcesOf('/viagem/detalhes/3')).toEqual(["'self'", boot, context]);
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // Pages keep the headers meant for documents, which API answers leave out (docs/architecture/security.md).
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['permissions-policy']).toContain('camera=()');
  });

  it("answers the API with OWASP's REST set of security headers, without the documents' own", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/products' });
    expect(response).toHaveStatus(200);
    expect(response.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(response.headers['permissions-policy']).toBeUndefined();
  });

  it('keeps the short, allow-nothing policy on API answers and assets', async () => {
    for (const url of ['/healthz', '/assets/entry-abc123.js']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy'], url).toBe(
        "default-src 'none';frame-ancestors 'none'",
      );
    }
  });
});

describe('inlineScriptHashesOf', () => {
  it('hashes the inline scripts a browser runs, not files nor data blocks', () => {
    const hashes = inlineScriptHashesOf(
      '<script>a()</script><script src="/x.js"></script><script type="module">b()</script>' +
        '<script type="application/ld+json">{"@type":"ItemList"}</script><script type="importmap">{}</script>',
    );
    expect(hashes).toEqual(
      ['a()', 'b()', '{}'].map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`),
    );
  });
});
