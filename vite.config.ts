import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { publicPageIsland } from './island.config.ts';
import { pwaOptions } from './pwa.config.ts';
import { type BuildEnv, BuildEnvError, parseBuildEnv } from './src/shared/build-env.ts';

const shellModules = [
  /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|@tanstack)[\\/]/,
  /src[\\/]shared[\\/](constants|paths)\.ts$/,
  /src[\\/]shared[\\/]messages[\\/]pt-public\.ts$/,
  /src[\\/]client[\\/]lib[\\/](api-client|notify|storage|visitor-id|section-styles)\.ts$/,
  /src[\\/]client[\\/]features[\\/]pwa[\\/]install-prompt\.ts$/,
  /src[\\/]client[\\/]components[\\/]ui[\\/]button-styles\.ts$/,
  /src[\\/]client[\\/]features[\\/]analytics[\\/](record-page-view|use-page-view-tracking)\.ts$/,
];

/**
 * What /produtos needs before it is interactive, which the home page's lazy product cards reuse: one
 * chunk rather than the many small ones the lazy imports would otherwise split it into. No icon
 * modules here (a group takes its modules' dependencies along).
 */
const catalogueModules = [
  /src[\\/]client[\\/]features[\\/]catalogue[\\/](catalogue-filters|catalogue-toolbar|product-card|product-card-constants|product-grid|product-image|product-rating|use-hydrated)\.tsx?$/,
  /src[\\/]client[\\/]components[\\/]ui[\\/]css-icons\.tsx$/,
  /src[\\/]client[\\/]features[\\/]catalogue[\\/]api[\\/](product-answers|product-list)\.ts$/,
  // Only what the catalogue alone uses: a shared module here (its texts, the money format) would
  // bring the product cards to every screen that imports it.
  /src[\\/]shared[\\/]catalogue[\\/]product-query\.ts$/,
];

// In `npm run dev` the API runs on its own port; Vite forwards API calls to it.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3001';

/** A bad value stops the build with its one line, not a stack trace (DESIGN, configuration contract). */
function buildEnv(): BuildEnv {
  try {
    return parseBuildEnv(process.env);
  } catch (error) {
    if (!(error instanceof BuildEnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
const config = buildEnv();

export default defineConfig({
  // The static pages' island (island.config.ts) is emitted before the service worker's precache list
  // is made (pwa.config.ts, docs/architecture/pwa.md, docs/architecture/frontend.md).
  plugins: [tailwindcss(), reactRouter(), publicPageIsland(), VitePWA(pwaOptions)],
  server: {
    proxy: {
      '/api': apiTarget,
      '/healthz': apiTarget,
      // SPEC §7 puts two account calls outside /api.
      '/users/': apiTarget,
      '/forgot-password': apiTarget,
    },
  },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        chunkFileNames: 'assets/[hash].js',
        // Every screen of the app needs React, the router, the query client and a few small shared
        // modules: one chunk for them instead of twenty tiny requests (docs/architecture/frontend.md).
        codeSplitting: {
          groups: [
            {
              name: 'shell',
              test: (id: string) => shellModules.some((pattern) => pattern.test(id)),
            },
            {
              name: 'catalogue',
              test: (id: string) => catalogueModules.some((pattern) => pattern.test(id)),
            },
          ],
        },
      },
    },
  },
  // Prerendered pages take their configuration at build time (`npm start` builds with the same env).
  define: {
    'import.meta.env.VITE_CONTACT_EMAIL': JSON.stringify(config.CONTACT_EMAIL),
    // The ebook's external checkout, opened by the sales pages (docs/architecture/sales.md).
    'import.meta.env.VITE_EBOOK_CHECKOUT_URL': JSON.stringify(config.EBOOK_CHECKOUT_URL),
    // The seller and the encarregado, in every footer (src/client/features/legal/seller.ts).
    'import.meta.env.VITE_SELLER': JSON.stringify(config.SELLER),
  },
});
