// `npm test`: lint, typecheck, unit + integration (PGlite, and PostgreSQL/Redis when TEST_DATABASE_URL /
// TEST_REDIS_URL are set), then end-to-end in Debian's Chromium. Prints one closing "N passed, N failed" line.
// In CI (--ci, or CI set) or when asked for, "production install" also runs: `npm ci --omit=dev && npm start` in a
// copy of the repo must serve a DOCX draft (scripts/check-production-install.mjs), and "container image" builds the
// image and runs ops/compose.yaml when a Docker daemon answers (scripts/check-container.mjs; without one it says so and
// passes). With TEST_DATABASE_URL and TEST_REDIS_URL, "proxy layout" runs beside the other steps: two production
// instances behind nginx (scripts/check-proxy-layout.mjs).
//   node scripts/test.mjs [--ci] [--only lint,typecheck,unit,e2e,proxy-layout,production-install,container-image]
//                         [--skip e2e]
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const listArg = (flag) => {
  const i = args.indexOf(flag);
  return i >= 0 ? (args[i + 1] ?? '').split(',') : null;
};
const only = listArg('--only');
const skip = listArg('--skip') ?? [];
const wanted = (step) => (only ? only.includes(step) : true) && !skip.includes(step);
const PRODUCTION = 'production-install';
const inCi = args.includes('--ci') || Boolean(process.env.CI);
const wantProduction = (only ? only.includes(PRODUCTION) : inCi) && !skip.includes(PRODUCTION);
const CONTAINER = 'container-image';
const wantContainer = (only ? only.includes(CONTAINER) : inCi) && !skip.includes(CONTAINER);
const PROXY = 'proxy-layout';
const proxyServices = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);

const reports = join(root, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

let passed = 0;
let failed = 0;
const failures = [];

function run(title, command, commandArgs, options = {}) {
  console.info(`\n=== ${title} ===`);
  const result = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit', ...options });
  return result.status === 0;
}

function step(name, ok) {
  if (ok) passed += 1;
  else {
    failed += 1;
    failures.push(name);
  }
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

const npx = (bin, binArgs, options) => run(bin, 'npx', ['--no-install', bin, ...binArgs], options);

// Mostly waiting on npm, on servers and on Docker, so these run beside the other steps instead of after them. Their
// output goes straight to a file (the steps beside them block this process's event loop) and is shown when they end.
function startBeside(script, logName) {
  const logFile = join(reports, logName);
  const fd = openSync(logFile, 'w');
  const child = spawn('node', [script], {
    cwd: root,
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  return new Promise((resolve) => child.on('close', (code) => resolve({ ok: code === 0, logFile })));
}
// The end-to-end tests serve the built web app, and so does the production install (which builds it only when it is
// missing): it is built before either starts, so the copy the production install takes is never half written.
const webBuilt = wanted('e2e')
  ? run('web build', 'npm', ['run', '--silent', 'build', '-w', '@mustashar/web'])
  : true;
if (wantProduction && !webBuilt) step('production install', false);
const production =
  wantProduction && webBuilt
    ? startBeside('scripts/check-production-install.mjs', 'production-install.log')
    : null;
const container = wantContainer ? startBeside('scripts/check-container.mjs', 'container-image.log') : null;

// Two instances in production mode behind Debian's nginx, on a PostgreSQL database and a Redis index of their own.
let proxy = null;
if (wanted(PROXY) && !proxyServices) {
  console.info('\n=== proxy layout ===');
  console.info('skipped: it needs PostgreSQL and Redis (set TEST_DATABASE_URL and TEST_REDIS_URL)');
} else if (wanted(PROXY) && !webBuilt) step('proxy layout', false);
else if (wanted(PROXY) && !run('nginx', 'bash', ['scripts/ensure-nginx.sh'])) step('nginx', false);
else if (wanted(PROXY)) proxy = startBeside('scripts/check-proxy-layout.mjs', 'proxy-layout.log');

if (wanted('lint')) step('lint', npx('biome', ['ci', '.']));
if (wanted('typecheck')) step('typecheck', run('typecheck', 'npm', ['run', '--silent', 'typecheck']));

// The PDF tests need poppler-utils and the OCR tests Tesseract with Arabic: installed like Chromium, else the run
// stops on a message saying so.
if (wanted('unit') && !run('pdf tools', 'bash', ['scripts/ensure-pdf-tools.sh'])) step('pdf tools', false);
else if (wanted('unit') && !run('ocr', 'bash', ['scripts/ensure-ocr.sh'])) step('ocr', false);
else if (wanted('unit')) {
  const out = join(reports, 'vitest.json');
  const ok = npx('vitest', ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`]);
  const report = readJson(out);
  if (report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    if (report.numFailedTests > 0 || !ok) failures.push('unit/integration');
    if (!ok && report.numFailedTests === 0) failed += 1; // e.g. a suite that failed to load
  } else step('unit/integration', false);
}

if (wanted('e2e')) {
  const chromium = run('chromium', 'bash', ['scripts/ensure-chromium.sh']);
  const built = chromium && webBuilt;
  if (!built) step('e2e setup', false);
  else {
    const out = join(reports, 'playwright.json');
    const ok = run('e2e', 'npx', ['--no-install', 'playwright', 'test'], {
      cwd: join(root, 'e2e'),
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
    });
    const report = existsSync(out) ? readJson(out) : null;
    if (report?.stats) {
      passed += report.stats.expected + report.stats.flaky;
      failed += report.stats.unexpected;
      if (report.stats.unexpected > 0 || !ok) failures.push('e2e');
      if (!ok && report.stats.unexpected === 0) failed += 1;
    } else step('e2e', false);
  }
}

for (const [title, pending] of [
  ['proxy layout', proxy],
  ['production install', production],
  ['container image', container],
]) {
  if (!pending) continue;
  const { ok, logFile } = await pending;
  console.info(`\n=== ${title} ===`);
  console.info(readFileSync(logFile, 'utf8').trimEnd());
  step(title, ok);
}

console.info('');
if (failures.length) console.info(`Failed: ${failures.join(', ')}`);
console.info(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
