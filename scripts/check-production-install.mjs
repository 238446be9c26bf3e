// Checks that a production install serves what subscribers pay for: the tracked files and the built web app go into
// a temporary directory, `npm ci --omit=dev` installs there, `npm start` serves on a free port with its embedded
// defaults (PGlite, outbox mail, sandbox payments), and a user registers, subscribes and downloads a DOCX draft.
// A runtime import of a devDependency, or a file the server needs that git does not track, fails it here.
//   node scripts/check-production-install.mjs
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'apps/web/dist');
const START_TIMEOUT_MS = 90_000;

// A residential lease with values its field checks accept.
const LEASE = {
  landlord_name: 'عبدالله محمد الشهري',
  landlord_id: '1023456789',
  tenant_name: 'سارة خالد العتيبي',
  tenant_id: '2034567891',
  city: 'الرياض',
  district: 'النرجس',
  unit_description: 'شقة سكنية في الدور الثاني',
  start_date: '2026-01-15',
  duration_months: '12',
  annual_rent: '48000',
  payment_schedule: 'quarterly',
  deposit: '2000',
};
const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const log = (line) => console.info(`[production install] ${line}`);

function run(command, args, options) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.status}`);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Just enough of a cookie jar for one client of one server. */
function client(baseUrl) {
  const cookies = new Map();
  return async (path, init = {}) => {
    const headers = { origin: baseUrl, ...init.headers };
    if (cookies.size > 0) headers.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await fetch(new URL(path, baseUrl), { redirect: 'manual', ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    return response;
  };
}

async function expectStatus(response, status, what) {
  if (response.status !== status) {
    throw new Error(
      `${what}: expected ${status}, got ${response.status}: ${(await response.text()).slice(0, 500)}`,
    );
  }
  return response;
}

const json = (body) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

async function waitForHealth(baseUrl, server) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(`npm start exited (${server.exitCode ?? server.signalCode})`);
    }
    try {
      if ((await fetch(new URL('/api/health', baseUrl))).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer /api/health within ${START_TIMEOUT_MS / 1000} s`);
}

/**
 * Registers, verifies with the code from the outbox, signs in, subscribes through the sandbox payment page, and
 * downloads a DOCX draft.
 */
async function downloadDraft(baseUrl) {
  const api = client(baseUrl);
  const email = `production-install-${Date.now()}@example.test`;
  const password = 'Str0ng-pass!';
  await expectStatus(
    await api(
      '/api/auth/register',
      json({ name: 'Install Check', email, password, termsAccepted: true, marketing: false }),
    ),
    201,
    'register',
  );
  const { emails } = await (await expectStatus(await api('/dev/outbox'), 200, 'outbox')).json();
  const code = emails.find((e) => e.to === email)?.text.match(/^\s*(\d{6})\s*$/m)?.[1];
  if (!code) throw new Error('no verification code in the outbox');
  await expectStatus(await api('/api/auth/verify-email', json({ email, code })), 200, 'verify-email');
  await expectStatus(await api('/api/auth/login', json({ email, password, remember: false })), 200, 'login');

  const { plans } = await (await expectStatus(await api('/api/plans'), 200, 'plans')).json();
  // Drafting comes with the plans that include Documents (the catalogue's `includes`).
  const plan = plans.find((p) => p.includes?.includes('documents'));
  if (!plan) throw new Error('no plan includes Documents');
  const created = await expectStatus(
    await api('/api/billing/paylink/create-invoice', json({ planId: plan.id })),
    200,
    'create-invoice',
  );
  const { invoice } = await created.json();
  const paid = await expectStatus(
    await api(new URL(invoice.paymentUrl).pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ outcome: 'paid', card: 'visa' }).toString(),
    }),
    303,
    'sandbox payment',
  );
  const back = new URL(paid.headers.get('location') ?? '', baseUrl);
  const query = new URLSearchParams({
    TransactionNo: back.searchParams.get('TransactionNo') ?? '',
    OrderNumber: back.searchParams.get('OrderNumber') ?? '',
  });
  const verified = await expectStatus(
    await api(`/api/billing/paylink/verify-payment?${query}`),
    200,
    'verify-payment',
  );
  if ((await verified.json()).verified !== true) throw new Error('the sandbox payment was not verified');

  const draft = await expectStatus(
    await api(
      '/api/drafting/documents',
      json({ templateId: 'residential_lease', fields: LEASE, locale: 'ar', format: 'docx' }),
    ),
    200,
    'drafting',
  );
  const type = draft.headers.get('content-type') ?? '';
  if (!type.startsWith(DOCX_MIME)) throw new Error(`the draft came as ${type}, not DOCX`);
  const bytes = Buffer.from(await draft.arrayBuffer());
  if (!bytes.subarray(0, 4).equals(Buffer.from('PK\x03\x04', 'latin1'))) {
    throw new Error('the draft does not start with the ZIP signature a DOCX has');
  }
  return bytes.length;
}

async function main() {
  const started = Date.now();
  if (!existsSync(join(dist, 'index.html'))) {
    log('building the web app (a production install cannot: Vite is a devDependency)');
    run('npm', ['run', '--silent', 'build', '-w', '@mustashar/web'], { cwd: root });
  }
  const dir = mkdtempSync(join(tmpdir(), 'mustashar-production-'));
  const app = join(dir, 'app');
  mkdirSync(app);
  let server = null;
  try {
    log(`copying the tracked files of HEAD and the web build to ${app}`);
    const archive = spawnSync('git', ['archive', '--format=tar', 'HEAD'], {
      cwd: root,
      maxBuffer: 1024 * 1024 * 1024,
    });
    if (archive.status !== 0) throw new Error(`git archive failed: ${archive.stderr}`);
    run('tar', ['-x', '-C', app], { input: archive.stdout, stdio: ['pipe', 'inherit', 'inherit'] });
    // Copied after the sources, so the build is newer than them and `npm start` does not try to rebuild it.
    cpSync(dist, join(app, 'apps/web/dist'), { recursive: true });
    if (!existsSync(join(app, 'apps/web/dist/index.html'))) {
      throw new Error('apps/web/dist changed while it was copied (a web build running?); run again');
    }

    const phase = (name) => log(`${name} (${Math.round((Date.now() - started) / 1000)} s in)`);
    phase('npm ci --omit=dev');
    run('npm', ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: app,
    });
    if (existsSync(join(app, 'node_modules/vite')))
      throw new Error('the install holds devDependencies (vite)');

    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    phase(`npm start on ${baseUrl}`);
    // The embedded defaults, as a first `npm start` has them; its own process group, so it stops as a whole.
    server = spawn('npm', ['start'], {
      cwd: app,
      detached: true,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_URL: baseUrl,
        DATA_DIR: join(dir, 'data'),
        LOG_LEVEL: 'warn',
      },
    });
    await waitForHealth(baseUrl, server);
    phase('serving; registering, subscribing and drafting');
    const size = await downloadDraft(baseUrl);
    log(`a DOCX draft of ${size} bytes came back; ${Math.round((Date.now() - started) / 1000)} s in all`);
  } finally {
    if (server?.pid && server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      process.kill(-server.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (server.exitCode === null && server.signalCode === null) process.kill(-server.pid, 'SIGKILL');
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`[production install] failed: ${error.message}`);
  process.exit(1);
});
