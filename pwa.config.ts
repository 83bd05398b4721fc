/**
 * The installable app (docs/architecture/pwa.md): the web app manifest and the service worker, built by
 * vite-plugin-pwa (strategy injectManifest: src/client/features/pwa/sw.ts with the precache list
 * Workbox writes into it). Imported by vite.config.ts.
 */
import { createHash } from 'node:crypto';
import type { VitePWAOptions } from 'vite-plugin-pwa';
import type { ManifestTransform } from 'workbox-build';
import { APP_SHELL_URL } from './src/client/lib/pwa-caches.ts';

/** Where React Router writes the browser's files (react-router.config.ts `buildDirectory`). */
const CLIENT_BUILD_DIR = 'build/client';

/**
 * The app shell's precache entry. The shell is the HTML React Router writes after this list is
 * made, so its revision is a hash of everything the shell loads — every precached script, style
 * and icon with its content hash — never a random value: two builds of one commit, and every
 * instance serving one build, have a byte-identical sw.js, and a deploy that changes the app
 * changes the revision (docs/architecture/pwa.md, docs/architecture/operations.md).
 */
export const addAppShellEntry: ManifestTransform = (entries) => {
  const hash = createHash('sha256');
  for (const entry of [...entries].sort((a, b) => a.url.localeCompare(b.url))) {
    hash.update(`${entry.url}\0${entry.revision ?? ''}\0${entry.size}\n`);
  }
  const revision = hash.digest('hex').slice(0, 32);
  return { manifest: [...entries, { url: APP_SHELL_URL, revision, size: 0 }], warnings: [] };
};

export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'injectManifest',
  srcDir: 'src/client/features/pwa',
  filename: 'sw.ts',
  outDir: CLIENT_BUILD_DIR,
  // Registered by the app itself, after load (pwa-root.tsx): React Router has no index.html.
  injectRegister: false,
  manifestFilename: 'manifest.webmanifest',
  includeManifestIcons: false,
  manifest: {
    id: '/',
    name: 'Rota Amazônia — Cada viagem, uma lição',
    short_name: 'Rota Amazônia',
    description:
      'Viagens guiadas de leitura e áudio pelos rios da Amazônia, com a navegadora Iara. Leia mesmo sem sinal.',
    lang: 'pt-BR',
    dir: 'ltr',
    start_url: APP_SHELL_URL,
    scope: '/',
    display: 'standalone',
    background_color: '#fbf8f1',
    theme_color: '#0f3d33',
    categories: ['books', 'education', 'travel'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: {
    globDirectory: CLIENT_BUILD_DIR,
    // Every script and style of the app and its icons (the plugin adds the manifest): the app opens
    // with no signal.
    globPatterns: ['assets/**/*.{js,css}', 'icons/*.png', 'favicon.svg'],
    // The app shell is the HTML the server sends for any browser-rendered route (`/home` is one);
    // its revision changes with the build's content, so each deploy's worker fetches its shell.
    manifestTransforms: [addAppShellEntry],
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    // Reading a property has no side effect in the worker's code, so a table built from others
    // (`paths` in src/shared/paths.ts, from `publicPaths` and `appRoutePatterns`) drops out of
    // sw.js when the worker does not use it; otherwise the bundler keeps it.
    rollupOptions: { treeshake: { propertyReadSideEffects: false } },
  },
};
