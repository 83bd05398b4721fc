/**
 * At the build's end (react-router.config.ts): a brotli and a gzip copy beside every script and
 * style of the client build, so the server sends them as they are instead of compressing each
 * request (a busy server spent its memory on brotli windows; docs/architecture/performance.md,
 * docs/architecture/frontend.md), and beside every HTML page, which the server sends as they are
 * too: brotli at its highest quality fits a public page into a phone's first round trip
 * (docs/architecture/frontend.md).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compressedCopies } from '#server/http/content-encoding.ts';
import { ENCODED_FILE_EXTENSIONS } from '#server/plugins/client-build.ts';

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

/** Writes the compressed copies in the client build in `clientDir`; returns the files it compressed. */
export function compressBuild(clientDir: string): string[] {
  const files = filesToCompress(clientDir);
  for (const file of files) {
    const { br, gzip } = compressedCopies(readFileSync(file));
    writeFileSync(file + ENCODED_FILE_EXTENSIONS.br, br);
    writeFileSync(file + ENCODED_FILE_EXTENSIONS.gzip, gzip);
  }
  return files;
}
