// Runs after `vite build`: renders the landing page (Arabic and English) into dist/index.html so its first
// paint needs no JavaScript, then rewrites index.html's .br/.gz. See docs/decisions/040-prerendered-landing-page.md.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

process.env.NODE_ENV = 'production';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
// The same output directory as vite.config.ts's build.outDir.
const distDir = resolve(webRoot, process.env.WEB_OUT_DIR ?? 'dist');

/**
 * The landing page's texts (common, landing) are one chunk per language, imported by i18next when it starts.
 * So the visitor's language's chunks download with the other modulepreloads instead of after the entry has
 * run, list them in a <meta> that theme-init.js (which knows the language) turns into modulepreload links.
 */
function addLocaleChunks(page) {
  const assets = `${join(distDir, 'assets')}/`;
  const chunks = { ar: [], en: [] };
  const pattern =
    /"\.\.\/locales\/(ar|en)\/(common|landing)\.json":\(\)=>\w+\(\(\)=>import\([`'"]\.\/([^`'"]+)[`'"]\)/g;
  for (const file of readdirSync(assets).filter((name) => name.endsWith('.js'))) {
    for (const [, lng, , chunk] of readFileSync(`${assets}${file}`, 'utf8').matchAll(pattern)) {
      chunks[lng].push(`/assets/${chunk}`);
    }
  }
  if (chunks.ar.length !== 2 || chunks.en.length !== 2) {
    throw new Error(`could not find the locale chunks in the build: ${JSON.stringify(chunks)}`);
  }
  const meta = `<meta name="locale-chunks" content='${JSON.stringify(chunks)}' />`;
  const themeInit = '<script src="/theme-init.js"></script>';
  if (!page.includes(themeInit)) throw new Error('index.html lacks the theme-init.js script');
  return page.replace(themeInit, `${meta}\n    ${themeInit}`);
}
/**
 * The entry module would run as soon as it has loaded, before the prerendered page's first paint, and Lighthouse
 * then charges its whole download to FCP. So index.html neither runs nor fetches it: its <script> and Vite's
 * modulepreload links become two <meta>s (app-entry, app-preloads) from which theme-init.js adds the
 * modulepreloads and the <script type="module"> once the landing page has painted (at once on any other path).
 * The first paint then waits for nothing but HTML, CSS, theme-init.js, the hero image and the fonts, and
 * Lighthouse's simulation no longer puts 150 KB of JavaScript in its path.
 * Rollup's chunks stay as they are (unlike a dynamic import(), which split them further).
 */
function deferEntry(page) {
  const scripts = [...page.matchAll(/<script type="module" crossorigin src="([^"]+)"><\/script>/g)];
  if (scripts.length !== 1)
    throw new Error(`expected one entry <script> in index.html, found ${scripts.length}`);
  const [tag, src] = scripts[0];
  const themeInit = '<script src="/theme-init.js"></script>';
  if (!page.includes(themeInit)) throw new Error('index.html lacks the theme-init.js script');
  const preloadTag = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
  const preloads = [src, ...[...page.matchAll(preloadTag)].map((m) => m[1])];
  return page
    .replace(tag, '')
    .replace(preloadTag, '')
    .replace(
      themeInit,
      `<meta name="app-entry" content="${src}" />\n    <meta name="app-preloads" content='${JSON.stringify(preloads)}' />\n    ${themeInit}`,
    );
}
/**
 * theme-init.js is copied from public/ as written (comments included); it is part of the landing page's initial
 * JavaScript, so minify it and rewrite its .br/.gz.
 */
async function minifyThemeInit() {
  const { minify } = await import('vite');
  const path = join(distDir, 'theme-init.js');
  const result = await minify('theme-init.js', readFileSync(path, 'utf8'), { compress: true, mangle: true });
  if (result.errors.length > 0)
    throw new Error(`could not minify theme-init.js: ${result.errors[0].message}`);
  writeCompressed(path, result.code);
}

function writeCompressed(path, text) {
  writeFileSync(path, text);
  writeFileSync(`${path}.br`, brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${path}.gz`, gzipSync(text, { level: 9 }));
}
const { createServer } = await import('vite');

const indexPath = join(distDir, 'index.html');

const vite = await createServer({
  root: webRoot,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
});
let html = readFileSync(indexPath, 'utf8');
try {
  const { renderConsent, renderLanding } = await vite.ssrLoadModule('/src/prerender/entry.tsx');
  for (const lng of ['ar', 'en']) {
    const marker = `<!--prerender:${lng}-->`;
    if (!html.includes(marker)) throw new Error(`index.html lacks ${marker}`);
    // React hoists the hero image's preload into the markup; index.html's <head> has it once already.
    const markup = (await renderLanding(lng)).replace(/<link rel="preload" as="image"[^>]*>/g, '');
    html = html.replace(marker, () => markup);
  }
  // The cookie-consent modal, in both languages, outside the app's roots (index.html's <style> shows one).
  const consentMarker = '<!--prerender:consent-->';
  if (!html.includes(consentMarker)) throw new Error(`index.html lacks ${consentMarker}`);
  const consent = [];
  for (const lng of ['ar', 'en']) {
    const dir = lng === 'ar' ? 'rtl' : 'ltr';
    consent.push(
      `<div data-consent-lang="${lng}" lang="${lng}" dir="${dir}">${await renderConsent(lng)}</div>`,
    );
  }
  html = html.replace(consentMarker, () => `<div id="consent-static">${consent.join('')}</div>`);
} finally {
  await vite.close();
}
html = deferEntry(addLocaleChunks(html));
await minifyThemeInit();
writeCompressed(indexPath, html);
console.info(
  `prerendered the landing page (ar, en) into dist/index.html, ${(html.length / 1024).toFixed(1)} KB`,
);
