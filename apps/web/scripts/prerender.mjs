// Runs after `vite build`: renders the landing page (Arabic and English) into dist/index.html so its first
// paint needs no JavaScript, then rewrites index.html's .br/.gz. See docs/decisions/040-prerendered-landing-page.md.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

process.env.NODE_ENV = 'production';
const { createServer } = await import('vite');

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const indexPath = fileURLToPath(new URL('../dist/index.html', import.meta.url));

const vite = await createServer({
  root: webRoot,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
});
let html = readFileSync(indexPath, 'utf8');
try {
  const { renderLanding } = await vite.ssrLoadModule('/src/prerender/entry.tsx');
  for (const lng of ['ar', 'en']) {
    const marker = `<!--prerender:${lng}-->`;
    if (!html.includes(marker)) throw new Error(`index.html lacks ${marker}`);
    // React hoists the hero image's preload into the markup; index.html's <head> has it once already.
    const markup = (await renderLanding(lng)).replace(/<link rel="preload" as="image"[^>]*>/g, '');
    html = html.replace(marker, () => markup);
  }
} finally {
  await vite.close();
}
writeFileSync(indexPath, html);
writeFileSync(
  `${indexPath}.br`,
  brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
);
writeFileSync(`${indexPath}.gz`, gzipSync(html, { level: 9 }));
console.info(
  `prerendered the landing page (ar, en) into dist/index.html, ${(html.length / 1024).toFixed(1)} KB`,
);
