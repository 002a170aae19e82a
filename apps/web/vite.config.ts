import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';
import postcssPresetMantine from 'postcss-preset-mantine';

// The API server the dev server forwards to: the one `npm run dev` starts (PORT, default 3000).
const apiTarget = `http://127.0.0.1:${process.env.PORT ?? '3000'}`;

export default defineConfig({
  plugins: [react()],
  resolve: {
    // `source` first: @diancan/core resolves to its TypeScript sources, no core build needed in development.
    conditions: ['source', ...defaultClientConditions],
  },
  css: {
    postcss: { plugins: [postcssPresetMantine()] },
  },
  optimizeDeps: {
    // Only the app's own page is an entry: scratch HTML files elsewhere in the tree must not re-trigger scans.
    entries: ['index.html'],
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/app/websocket': { target: apiTarget, ws: true, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Area pages are lazy chunks; keep the warning for the entry only.
    chunkSizeWarningLimit: 900,
  },
});
