import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/api-harness.ts';
import { loadClientBuild } from './client-build.ts';

/** A client build with the installable app's files (docs/architecture/pwa.md). */
function fakeBuild() {
  const dir = mkdtempSync(path.join(tmpdir(), 'rota-build-'));
  mkdirSync(path.join(dir, 'assets'));
  const page = '<!DOCTYPE html><html lang="pt-BR"><head></head><body></body></html>';
  writeFileSync(path.join(dir, '__spa-fallback.html'), page);
  writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(dir, 'manifest.webmanifest'), '{"name":"Rota Amazônia"}');
  return dir;
}

describe('serving the installable app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clientBuild: loadClientBuild(fakeBuild()) ?? null });
  });
  afterAll(() => t.close());

  it('sends the service worker fresh, with a policy that lets it fetch this origin', async () => {
    const response = await t.app.inject({ url: '/sw.js' });
    expect(response).toHaveStatus(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'self'; object-src 'none'; base-uri 'none'",
    );
  });

  it('sends the manifest as a web app manifest, cached like other public files', async () => {
    const response = await t.app.inject({ url: '/manifest.webmanifest' });
    expect(response).toHaveStatus(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });
});
