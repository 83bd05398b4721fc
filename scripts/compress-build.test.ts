import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { compressBuild } from './compress-build.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A client build with a script, a style, an image, a page and the service worker. */
function clientBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'rota-compress-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, 'sobre'));
  writeFileSync(
    path.join(dir, 'assets', 'entry-ab12.js'),
    `console.log(${JSON.stringify('x'.repeat(2000))});`,
  );
  writeFileSync(path.join(dir, 'assets', 'app-cd34.css'), `body{color:${'red;'.repeat(300)}}`);
  writeFileSync(path.join(dir, 'assets', 'photo-ef56.png'), 'png');
  writeFileSync(path.join(dir, 'sobre', 'index.html'), '<!DOCTYPE html><h1>Sobre</h1>');
  writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  return dir;
}

describe('compressing the client build', () => {
  it('writes a brotli and a gzip copy beside every script and style under assets/ and every page', () => {
    const dir = clientBuild();
    const compressed = compressBuild(dir).map((file) => path.relative(dir, file));
    expect(compressed.sort()).toEqual(['assets/app-cd34.css', 'assets/entry-ab12.js', 'sobre/index.html']);
    for (const file of compressed) {
      const original = readFileSync(path.join(dir, file));
      expect(brotliDecompressSync(readFileSync(path.join(dir, `${file}.br`))).equals(original), file).toBe(
        true,
      );
      expect(gunzipSync(readFileSync(path.join(dir, `${file}.gz`))).equals(original), file).toBe(true);
    }
    for (const file of ['assets/photo-ef56.png', 'sw.js'])
      expect(existsSync(path.join(dir, `${file}.br`))).toBe(false);
  });
});
