/**
 * After `react-router build`: a brotli and a gzip copy beside every script and style of the client
 * build, so the server sends them as they are instead of compressing each request (a busy server
 * spent its memory on brotli windows; docs/decisions/022).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dir = path.resolve(process.argv[2] ?? 'build/client/assets');
let files = 0;
for (const name of readdirSync(dir)) {
  if (!/\.(js|css)$/.test(name)) continue;
  const file = path.join(dir, name);
  const content = readFileSync(file);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  files += 1;
}
console.log(`compressed ${files} scripts and styles in ${path.relative(process.cwd(), dir)}`);
