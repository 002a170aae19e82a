import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { build, defineConfig, defaultClientConditions, type HtmlTagDescriptor, type Plugin, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import postcssPresetMantine from 'postcss-preset-mantine';
import { VitePWA } from 'vite-plugin-pwa';
import { chunking } from './chunking';

// The API server the dev server forwards to: the one `npm run dev` starts (PORT, default 3000).
const apiTarget = `http://127.0.0.1:${process.env.PORT ?? '3000'}`;

/** In development, the customer's pages are served by their own entry, as the server does (web-app.ts). */
const customerPages: Plugin = {
  name: 'diancan-customer-pages',
  configureServer(server) {
    server.middlewares.use((request, _response, next) => {
      if (request.url && /^\/(order|kiosk|front-stage|ready)\//.test(request.url)) request.url = '/order.html';
      next();
    });
  },
};

/**
 * Every built text file also written brotli- (quality 11) and gzip-compressed beside it, which the server sends as is
 * (`preCompressed` in web-app.ts) instead of compressing each request at a fast, weaker level: the counter's cold
 * start asks for some 70 files at once, and compressing them on the fly held the server's thread (and the POS's
 * first reads behind it) for hundreds of milliseconds (docs/architecture.md). Written here rather than with a plugin
 * package: node's zlib does it in these few lines.
 */
const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);
const precompressedAssets: Plugin = {
  name: 'diancan-precompressed-assets',
  apply: 'build',
  async writeBundle(options, bundle) {
    const outDir = options.dir ?? 'dist';
    const texts = Object.values(bundle).filter((file) => /\.(js|css|html|svg|json)$/.test(file.fileName));
    await Promise.all(
      texts.map(async (file) => {
        const bytes = file.type === 'chunk' ? Buffer.from(file.code) : Buffer.from(file.source);
        if (bytes.length < 1024) return;
        const target = path.join(outDir, file.fileName);
        const brotliParams = { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length };
        await writeFile(`${target}.br`, await compressBrotli(bytes, { params: brotliParams }));
        await writeFile(`${target}.gz`, await compressGzip(bytes, { level: 9 }));
      }),
    );
  },
};

export default defineConfig(({ command }) => {
  // A build is always the production build, whatever NODE_ENV the shell has (`NODE_ENV=development npm start` must
  // not serve React's development bundle); demo data has its own switch (DEMO_DATA) on the server.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return config;
});

/**
 * The counter's boot script (src/boot.ts: lib/boot-reads.ts and features/pos/boot-screen): built on its own as one
 * classic script with no imports and written first into index.html's head, so it runs as the page is parsed,
 * before the app's files are in (a file, even `async`, ran ~100-200 ms later on a busy counter PC); the
 * server's CSP allows it by its hash (apps/server/src/platform/http/web-app.ts). Its styles (the POS cards' own and
 * the first screen's frame) are one small stylesheet. Not on the customers' pages, nor in development (there the
 * counter's start sends its reads itself, as it does on a first load).
 */
const BOOT_ENTRY = path.resolve(import.meta.dirname, 'src/boot.ts');
let bootFiles: { code: string; style: string | null } | null = null;
const bootScript: Plugin = {
  name: 'diancan-boot-script',
  enforce: 'pre',
  apply: 'build',
  async generateBundle() {
    const [built] = (await build({
      configFile: false,
      logLevel: 'silent',
      resolve: { conditions: ['source', ...defaultClientConditions] },
      css: { postcss: { plugins: [postcssPresetMantine()] } },
      build: { write: false, minify: true, lib: { entry: BOOT_ENTRY, formats: ['iife'], name: 'diancanBoot' } },
    })) as { output: { fileName: string; code?: string; source?: string | Uint8Array }[] }[];
    const code = built?.output.find((file) => file.code !== undefined)?.code?.trim();
    if (!code) throw new Error('the boot script built empty');
    if (/<\/script/i.test(code)) throw new Error('the boot script contains </script> and cannot be written into the page');
    const style = built?.output.find((file) => file.fileName.endsWith('.css'))?.source;
    bootFiles = { code, style: style ? this.getFileName(this.emitFile({ type: 'asset', name: 'boot.css', source: style })) : null };
  },
  transformIndexHtml: {
    order: 'post',
    handler(html, context) {
      if (!bootFiles || !context.filename.endsWith(`${path.sep}index.html`)) return;
      // The app's entry is preloaded as the page loads and started by the boot script (src/boot.ts), which names it.
      const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
      if (!entry?.[1]) throw new Error('index.html has no module entry for the boot script to start');
      const tags: HtmlTagDescriptor[] = [{ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: entry[1] }, injectTo: 'head' }];
      if (bootFiles.style) tags.push({ tag: 'link', attrs: { rel: 'stylesheet', href: `/${bootFiles.style}` }, injectTo: 'head' });
      // Right after the charset (which must come first): a script after the stylesheets would wait for them.
      const charset = '<meta charset="UTF-8" />';
      if (!html.includes(charset)) throw new Error('index.html has no charset meta to put the boot script after');
      const boot = `${charset}\n    <script data-app="${entry[1]}">${bootFiles.code}</script>`;
      return { html: html.replace(entry[0], '').replace(charset, boot), tags };
    },
  },
};

/**
 * The service worker that lets the POS open with no network (docs/offline.md): Workbox precaches the built app (the
 * shell, the POS chunk and every asset it loads) and answers navigations with index.html. The app registers it itself,
 * from the POS, in production builds only (lib/offline/service-worker.ts): the dev server and other screens never
 * see it. No web manifest: this is not an installable app, only an offline shell.
 */
const offlineShell = VitePWA({
  injectRegister: false,
  registerType: 'autoUpdate',
  manifest: false,
  workbox: {
    globPatterns: ['**/*.{js,css,html,woff2,svg,png}'],
    // The customers' pages have their own bundle and no offline mode.
    globIgnores: ['order.html', '**/exceljs*'],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api\//, /^\/app\//, /^\/(order|kiosk|front-stage|ready)\//],
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
  },
});

const config: UserConfig = {
  plugins: [react(), customerPages, bootScript, offlineShell, precompressedAssets],
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
    rolldownOptions: { input: { main: 'index.html', order: 'order.html' }, ...chunking },
  },
};
