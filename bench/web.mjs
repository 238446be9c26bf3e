// `npm run bench:web`: builds the web app, prints the landing page's initial JavaScript (gzipped) and a mobile
// Lighthouse report's four scores in Arabic and English, run in Debian's Chromium. Figures, not a pass/fail test.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'apps/web/dist');
const BAR = { initialJsKb: 150, score: 95 };
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const build = spawnSync('npm', ['run', '--silent', 'build', '-w', '@mustashar/web'], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

/** Everything index.html makes the browser fetch before the landing page can run: entry script + modulepreloads. */
function initialAssets(kind) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const pattern =
    kind === 'js'
      ? /<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g
      : /<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"/g;
  return [...html.matchAll(pattern)].map((m) => m[1]).filter((src) => src.startsWith('/'));
}
const gzippedKb = (files) =>
  files.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length, 0) / 1024;

const js = initialAssets('js');
const css = initialAssets('css');
const jsKb = gzippedKb(js);
const cssKb = gzippedKb(css);

const port = 3299;
const url = `http://127.0.0.1:${port}/`;
const dataDir = mkdtempSync(join(tmpdir(), 'mustashar-bench-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'ignore',
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: url.slice(0, -1),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
});

async function waitForHealth() {
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(`${url}api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not become healthy');
}

async function audit(lang) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [...CHROME_FLAGS, `--lang=${lang}`, `--accept-lang=${lang}`],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const { categories, audits } = result.lhr;
    // The audits that cost points, so a miss says where to look.
    const failing = Object.values(categories).flatMap((category) =>
      category.auditRefs
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 0.9)
        .map((ref) => `${category.id}/${ref.id} (${audits[ref.id]?.displayValue ?? audits[ref.id]?.score})`),
    );
    return {
      failing,
      scores: Object.fromEntries(
        Object.entries(categories).map(([k, v]) => [k, Math.round((v.score ?? 0) * 100)]),
      ),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    };
  } finally {
    await chrome.kill();
  }
}

const mark = (ok) => (ok ? 'ok ' : 'MISS');
try {
  await waitForHealth();
  const results = { ar: await audit('ar'), en: await audit('en-US') };
  console.info('\nLanding page, initial assets (gzip -9)');
  console.info(
    `  ${mark(jsKb <= BAR.initialJsKb)} JavaScript ${jsKb.toFixed(1)} KB in ${js.length} file(s)  (bar ≤ ${BAR.initialJsKb} KB)`,
  );
  console.info(`       CSS        ${cssKb.toFixed(1)} KB in ${css.length} file(s)`);
  for (const [lang, r] of Object.entries(results)) {
    console.info(`\nLighthouse, mobile, ${lang}  (bar ≥ ${BAR.score} each)`);
    for (const [name, score] of Object.entries(r.scores))
      console.info(`  ${mark(score >= BAR.score)} ${name.padEnd(15)} ${score}`);
    console.info(`       LCP ${r.lcpMs} ms · CLS ${r.cls} · TBT ${r.tbtMs} ms`);
    if (r.failing.length) console.info(`       costing points: ${r.failing.join(', ')}`);
  }
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  const out = join(root, 'bench/results/web.json');
  writeFileSync(
    out,
    JSON.stringify(
      { date: new Date().toISOString(), initialJsKb: jsKb, cssKb, lighthouse: results },
      null,
      2,
    ),
  );
  console.info(`\nWritten to ${out}`);
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
