import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const shellModules = [
  /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|@tanstack)[\\/]/,
  /src[\\/]shared[\\/](constants|paths)\.ts$/,
  /src[\\/]shared[\\/]messages[\\/]pt-(public|marketing)\.ts$/,
  /src[\\/]client[\\/]lib[\\/](api-client|notify|storage)\.ts$/,
  /src[\\/]client[\\/]components[\\/]ui[\\/]button-styles\.ts$/,
  /src[\\/]client[\\/]features[\\/](analytics|marketing)[\\/](record-page-view|use-page-view-tracking|marketing-styles)\.ts$/,
];

// In `npm run dev` the API runs on its own port; Vite forwards API calls to it.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3001';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
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
        // Every public page needs React, the router, the query client and a few small shared
        // modules: one chunk for them instead of twenty tiny requests (decision 005).
        codeSplitting: {
          groups: [
            {
              name: 'shell',
              test: (id: string) => shellModules.some((pattern) => pattern.test(id)),
            },
          ],
        },
      },
    },
  },
  // Prerendered pages take their configuration at build time (`npm start` builds with the same env).
  define: {
    'import.meta.env.VITE_CONTACT_EMAIL': JSON.stringify(
      process.env.CONTACT_EMAIL || 'contato@rotaamazonia.com.br',
    ),
  },
});
