import { defineConfig, defaultClientConditions, type Plugin, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import postcssPresetMantine from 'postcss-preset-mantine';

// The API server the dev server forwards to: the one `npm run dev` starts (PORT, default 3000).
const apiTarget = `http://127.0.0.1:${process.env.PORT ?? '3000'}`;

/** In development, the customer's pages are served by their own entry, as the server does (web-app.ts). */
const customerPages: Plugin = {
  name: 'diancan-customer-pages',
  configureServer(server) {
    server.middlewares.use((request, _response, next) => {
      if (request.url && /^\/(order|kiosk|front-stage)\//.test(request.url)) request.url = '/order.html';
      next();
    });
  },
};

export default defineConfig(({ command }) => {
  // A build is always the production build, whatever NODE_ENV the shell has (`NODE_ENV=development npm start` must
  // not serve React's development bundle); demo data has its own switch (DEMO_DATA) on the server.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return config;
});

const config: UserConfig = {
  plugins: [react(), customerPages],
  resolve: {
    // `source` first: @diancan/core resolves to its TypeScript sources, no core build needed in development.
    conditions: ['source', ...defaultClientConditions],
  },
  css: {
    postcss: { plugins: [postcssPresetMantine()] },
  },
  optimizeDeps: {
    // Only the app's own page is an entry: scratch HTML files elsewhere in the tree must not re-trigger scans.
    entries: ['index.html', 'order.html'],
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
    // The back office, and the customers' self-ordering pages with their own small bundle (docs/self-ordering.md).
    rollupOptions: { input: { main: 'index.html', order: 'order.html' } },
  },
};
