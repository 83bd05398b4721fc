import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

// In `npm run dev` the API runs on its own port; Vite forwards API calls to it.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3001';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  server: {
    proxy: { '/api': apiTarget, '/healthz': apiTarget },
  },
  build: { assetsInlineLimit: 0 },
  // Prerendered pages take their configuration at build time (`npm start` builds with the same env).
  define: {
    'import.meta.env.VITE_CONTACT_EMAIL': JSON.stringify(
      process.env.CONTACT_EMAIL || 'contato@rotaamazonia.com.br',
    ),
  },
});
