/**
 * The reference page of `npm run bench`: a minimal HTML page (a heading and a paragraph) served by
 * the same server, in the same run, as the public pages, so that their total blocking time is read
 * against what this machine, at this moment, charges for a page that costs next to nothing
 * (DESIGN's budget: within 50 ms of it). It exists in the bench only: the server is given a copy of
 * the client build (hard links, so no file is copied) with one more prerendered page; the build
 * itself, and so every deploy, never has it.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compressedCopies } from '#server/http/content-encoding.ts';
import { ENCODED_FILE_EXTENSIONS } from '#server/plugins/client-build.ts';

export const REFERENCE_PAGE_PATH = '/referencia-do-bench';

/** As small as a page can be and still pass Lighthouse's SEO, accessibility and best-practice checks. */
const REFERENCE_HTML = `<!DOCTYPE html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Página de referência</title>
<meta name="description" content="Uma página mínima, medida ao lado das páginas públicas.">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
</head>
<body>
<main>
<h1>Página de referência</h1>
<p>Um título e um parágrafo: o custo mínimo de uma página nesta máquina, neste momento.</p>
</main>
</body>
</html>
`;

export interface BenchBuild {
  /** The copy's directory, for the server's CLIENT_BUILD_DIR. */
  dir: string;
  remove: () => void;
}

/** A copy of `buildDir` (hard links) with the reference page added at REFERENCE_PAGE_PATH. */
export function buildWithReferencePage(buildDir = 'build/client'): BenchBuild {
  const root = mkdtempSync(path.join(tmpdir(), 'rota-bench-build-'));
  const dir = path.join(root, 'client');
  execFileSync('cp', ['-al', path.resolve(buildDir), dir]);
  const file = path.join(dir, REFERENCE_PAGE_PATH.slice(1), 'index.html');
  execFileSync('mkdir', ['-p', path.dirname(file)]);
  writeFileSync(file, REFERENCE_HTML);
  const { br, gzip } = compressedCopies(Buffer.from(REFERENCE_HTML));
  writeFileSync(file + ENCODED_FILE_EXTENSIONS.br, br);
  writeFileSync(file + ENCODED_FILE_EXTENSIONS.gzip, gzip);
  return { dir, remove: () => rmSync(root, { recursive: true, force: true }) };
}
