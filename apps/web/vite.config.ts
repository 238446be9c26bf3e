import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';

const serverUrl = process.env.MUSTASHAR_SERVER_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // .br and .gz beside every text file; the server sends them as they are (@fastify/static preCompressed).
    // scripts/prerender.mjs rewrites index.html's own after prerendering into it.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/,
      threshold: 1024,
    }),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // react-i18next imports the pre-React-18 shim, which in our React only hands out React's own hook: take
      // React's directly (none of the shim's code in the landing page's first bundle). The exact path only:
      // recharts uses the shim's with-selector, which React does not have.
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: fileURLToPath(new URL('./src/lib/use-sync-external-store-shim.ts', import.meta.url)),
      },
      // The constants alone, without the zod schemas the package index also loads (keeps zod out of the
      // landing page's initial bundle).
      {
        find: '@mustashar/contracts/constants',
        replacement: fileURLToPath(new URL('../../packages/contracts/src/constants.ts', import.meta.url)),
      },
      {
        find: '@mustashar/contracts/money',
        replacement: fileURLToPath(new URL('../../packages/contracts/src/money.ts', import.meta.url)),
      },
      {
        find: '@mustashar/contracts/plan-catalogue',
        replacement: fileURLToPath(
          new URL('../../packages/contracts/src/plan-catalogue.ts', import.meta.url),
        ),
      },
    ],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': serverUrl,
      '/dev': serverUrl,
      '/sitemap.xml': serverUrl,
      '/ws': { target: serverUrl.replace(/^http/, 'ws'), ws: true },
    },
  },
  build: {
    // WEB_OUT_DIR lets two builds run side by side (each e2e run serves its own copy through WEB_DIST_DIR).
    outDir: process.env.WEB_OUT_DIR ?? 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // No modulepreload polyfill in the entry: it would run only once the entry does, after the preloads it is
    // meant to start (theme-init.js runs the entry after the first paint, docs/decisions/040-…). Browsers without
    // modulepreload (Safari < 17) still load the same modules, through the imports.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Chunks named by their hash alone: the entry lists every lazily loaded chunk's file (and its imports') for
        // preloading, and the names (mostly "index", "src", "dist") cost it ~1 KB gzipped.
        chunkFileNames: 'assets/[hash].js',
      },
    },
    // Fonts stay files: the Content-Security-Policy allows fonts from our origin only, not data: URLs.
    assetsInlineLimit: (file) => (/\.(woff2?|ttf|otf)$/.test(file) ? false : undefined),
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Whole-app renders (router, lazy routes) take seconds on a busy 2-core machine; timings are never asserted.
    testTimeout: 20_000,
  },
});
