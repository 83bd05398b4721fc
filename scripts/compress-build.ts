/**
 * After `react-router build`: a brotli and a gzip copy beside every script and style of the client
 * build, so the server sends them as they are instead of compressing each request (a busy server
 * spent its memory on brotli windows; docs/architecture/performance.md, docs/architecture/frontend.md), and beside every HTML page, which the
 * server sends as they are too: brotli at its highest quality fits a public page into a phone's
 * first round trip (docs/architecture/frontend.md).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compressedCopies } from '#server/http/content-encoding.ts';
import { ENCODED_FILE_EXTENSIONS } from '#server/plugins/client-build.ts';

const clientDir = path.resolve(process.argv[2] ?? 'build/client');

function compress(file: string): void {
  const { br, gzip } = compressedCopies(readFileSync(file));
  writeFileSync(file + ENCODED_FILE_EXTENSIONS.br, br);
  writeFileSync(file + ENCODED_FILE_EXTENSIONS.gzip, gzip);
}

/** The build's files to compress: scripts and styles under assets/, HTML pages anywhere. */
function filesToCompress(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => {
      const inAssets = path.relative(dir, file).startsWith(`assets${path.sep}`);
      return inAssets ? /\.(js|css)$/.test(file) : file.endsWith('.html');
    });
}

const files = filesToCompress(clientDir);
for (const file of files) compress(file);
const pages = files.filter((file) => file.endsWith('.html')).length;
console.log(
  `compressed ${files.length - pages} scripts and styles and ${pages} pages in ${path.relative(process.cwd(), clientDir)}`,
);
