import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { precompressAssets } from './vite-precompress.ts';

// Everything the server owns; the dev server forwards it to `npm start` on port 8080.
const serverUrl = process.env.ALL22_SERVER_URL ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react(), precompressAssets()],
  resolve: {
    // Bundle the workspace packages from their TypeScript sources (see their "@all22/source" export).
    conditions: ['@all22/source', ...defaultClientConditions],
  },
  build: {
    // The server serves apps/web/dist with history fallback.
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser the app supports preloads modules itself: the polyfill is dead weight on the
    // first page (docs/decisions/web-app.md, "Film room": the home script must not grow).
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: {
      '/api': { target: serverUrl, changeOrigin: true },
      '/config.json': { target: serverUrl, changeOrigin: true },
      '/identity': { target: serverUrl, changeOrigin: true },
      '/ws': { target: serverUrl, changeOrigin: true, ws: true },
    },
  },
});
