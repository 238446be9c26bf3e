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
const BAR = { initialJsKb: 120, score: 95 };
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

/**
 * Everything the browser fetches before the landing page can run: the modules theme-init.js preloads (listed in
 * index.html's <meta name="app-preloads">, the entry among them; scripts/prerender.mjs) and any script.
 */
function initialAssets(kind) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const pattern =
    kind === 'js'
      ? /<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g
      : /<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"/g;
  const listed = [...html.matchAll(pattern)].map((m) => m[1]);
  // The entry's modules, which theme-init.js preloads once the page has painted (scripts/prerender.mjs).
  const preloads = html.match(/<meta name="app-preloads" content='([^']+)'/)?.[1];
  if (kind === 'js' && preloads) listed.push(...JSON.parse(preloads));
  return listed.filter((src) => src.startsWith('/'));
}
const gzippedKb = (files) =>
  files.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length, 0) / 1024;

/** The texts in the visitor's language, which theme-init.js modulepreloads from index.html's <meta>. */
function localeChunks(lang) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const content = html.match(/<meta name="locale-chunks" content='([^']+)'/)?.[1];
  return content ? (JSON.parse(content)[lang] ?? []) : [];
}
const css = initialAssets('css');
// The larger of the two languages' first downloads.
const jsByLang = Object.fromEntries(
  ['ar', 'en'].map((lang) => {
    const files = [...initialAssets('js'), ...localeChunks(lang)];
    return [lang, { files, kb: gzippedKb(files) }];
  }),
);
const js = (jsByLang.ar.kb >= jsByLang.en.kb ? jsByLang.ar : jsByLang.en).files;
const jsKb = Math.max(jsByLang.ar.kb, jsByLang.en.kb);
const cssKb = gzippedKb(css);

// BENCH_WEB_PORT: another port when a second copy of the app (another worktree's bench) may be running.
const port = Number(process.env.BENCH_WEB_PORT ?? 3299);
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
    if (!result?.lhr) return { error: 'Lighthouse returned no report' };
    const lhr = result.lhr;
    // The full report, for bootup-time, mainthread-work-breakdown, long-tasks, unused-javascript…
    mkdirSync(join(root, 'bench/results'), { recursive: true });
    writeFileSync(join(root, `bench/results/lhr-${lang.split('-')[0]}.json`), JSON.stringify(lhr));
    const { categories, audits } = lhr;
    // A failed run (page did not load, trace missing, NO_FCP…) scores null everywhere: say so, not zeros.
    if (lhr.runtimeError || Object.values(categories).some((c) => c.score === null)) {
      const failed = Object.entries(audits)
        .filter(([, a]) => a.scoreDisplayMode === 'error')
        .map(([id, a]) => `${id}: ${a.errorMessage}`);
      return {
        error: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : 'null scores',
        warnings: [...(lhr.runWarnings ?? []), ...failed.slice(0, 8)],
      };
    }
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
      // Lighthouse's CPU benchmark of the machine at run time: below ~1000 the host was too busy to trust.
      benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
      fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      // Where the main thread goes: script evaluation per file and long tasks.
      bootup: (audits['bootup-time']?.details?.items ?? []).slice(0, 6).map((i) => ({
        url: i.url.replace(url, '/'),
        scriptingMs: Math.round(i.scripting),
        totalMs: Math.round(i.total),
      })),
      longTasks: (audits['long-tasks']?.details?.items ?? []).map((i) => ({
        url: i.url.replace(url, '/'),
        startMs: Math.round(i.startTime),
        durationMs: Math.round(i.duration),
      })),
    };
  } finally {
    await chrome.kill();
  }
}

const mark = (ok) => (ok ? 'ok ' : 'MISS');
try {
  await waitForHealth();
  const run = (lang) => audit(lang).catch((error) => ({ error: String(error?.stack ?? error) }));
  const results = { ar: await run('ar'), en: await run('en-US') };
  console.info('\nLanding page, initial assets (gzip -9)');
  console.info(
    `  ${mark(jsKb <= BAR.initialJsKb)} JavaScript ${jsKb.toFixed(1)} KB in ${js.length} file(s)  (bar ≤ ${BAR.initialJsKb} KB; ar ${jsByLang.ar.kb.toFixed(1)}, en ${jsByLang.en.kb.toFixed(1)}, texts in the visitor's language included)`,
  );
  console.info(`       CSS        ${cssKb.toFixed(1)} KB in ${css.length} file(s)`);
  for (const [lang, r] of Object.entries(results)) {
    console.info(`\nLighthouse, mobile, ${lang}  (bar ≥ ${BAR.score} each)`);
    if (r.error) {
      console.info(`  RUN FAILED: ${r.error}`);
      for (const warning of r.warnings ?? []) console.info(`       ${warning}`);
      continue;
    }
    for (const [name, score] of Object.entries(r.scores))
      console.info(`  ${mark(score >= BAR.score)} ${name.padEnd(15)} ${score}`);
    console.info(
      `       FCP ${r.fcpMs} ms · LCP ${r.lcpMs} ms · CLS ${r.cls} · TBT ${r.tbtMs} ms · benchmarkIndex ${r.benchmarkIndex}`,
    );
    if (r.benchmarkIndex < 1000)
      console.info('       (the machine was very busy during this run: the figures are unreliable)');
    const tasks = r.longTasks.map((t) => `${t.durationMs} ms @${t.startMs}`).join(', ');
    if (tasks) console.info(`       long tasks: ${tasks}`);
    if (r.failing.length) console.info(`       costing points: ${r.failing.join(', ')}`);
  }
  const out = join(root, 'bench/results/web.json');
  writeFileSync(
    out,
    JSON.stringify(
      { date: new Date().toISOString(), initialJsKb: jsKb, cssKb, lighthouse: results },
      null,
      2,
    ),
  );
  console.info(`\nWritten to ${out} (full reports: bench/results/lhr-{ar,en}.json)`);
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
