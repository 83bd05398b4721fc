import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type BuiltRoute, ROUTE_MODULES_FILE, readRouteModules } from '#server/plugins/route-shells.ts';
import { builtRoutes, writeRouteModules } from './route-modules.ts';

/** Two routes of React Router's assets manifest, as the server build holds them. */
const assets = {
  entry: { module: '/assets/entry.client.js', imports: ['/assets/shell.js'] },
  routes: {
    root: {
      id: 'root',
      path: '',
      module: '/assets/root.js',
      imports: ['/assets/shell.js'],
      css: ['/assets/root.css'],
      hasLoader: false,
    },
    'reader-page': {
      id: 'reader-page',
      parentId: 'root',
      path: 'viagem/experiencia/:voyageId',
      caseSensitive: false,
      module: '/assets/reader.js',
      imports: ['/assets/shell.js', '/assets/schemas.js'],
      css: ['/assets/reader.css', '/assets/themes.css#'],
      hasLoader: false,
    },
    'home-page': { id: 'home-page', parentId: 'root', index: true, module: '/assets/home.js' },
  },
};

const expected: BuiltRoute[] = [
  { id: 'root', path: '', modules: ['/assets/root.js', '/assets/shell.js'], styles: ['/assets/root.css'] },
  {
    id: 'reader-page',
    parentId: 'root',
    path: 'viagem/experiencia/:voyageId',
    caseSensitive: false,
    modules: ['/assets/reader.js', '/assets/shell.js', '/assets/schemas.js'],
    styles: ['/assets/reader.css', '/assets/themes.css'],
  },
  { id: 'home-page', parentId: 'root', index: true, modules: ['/assets/home.js'], styles: [] },
];

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("the build's route table", () => {
  it("gives each route its module, then its imports, and its styles without React Router's trailing mark", () => {
    expect(builtRoutes(assets as unknown as Parameters<typeof builtRoutes>[0])).toEqual(expected);
  });

  it('is read from the server build and written where the server reads it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rota-route-modules-'));
    dirs.push(dir);
    const serverBuildFile = path.join(dir, 'index.js');
    writeFileSync(serverBuildFile, `export const assets = ${JSON.stringify(assets)};`);
    await writeRouteModules(serverBuildFile, dir);
    expect(JSON.parse(readFileSync(path.join(dir, ROUTE_MODULES_FILE), 'utf8'))).toEqual(expected);
    expect(readRouteModules(dir)).toEqual(expected);
  });
});
