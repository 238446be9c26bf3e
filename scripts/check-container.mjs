// Builds the container image and starts ops/compose.yaml (two instances, nginx, PostgreSQL, Redis) under a project
// name of its own, then checks through nginx that the site and its API answer, that the app runs as a non-root user
// and that its install holds no devDependency. Without a Docker daemon it says so and passes: the image is then not
// built on this machine. Everything it started is removed (`down --volumes`), also when a check fails.
//   node scripts/check-container.mjs
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const composeFile = join(root, 'ops/compose.yaml');
const log = (line) => console.info(`[container image] ${line}`);

const quiet = (args) => spawnSync('docker', args, { encoding: 'utf8' });
if (quiet(['info']).status !== 0) {
  console.info('container image: not built — no Docker daemon here');
  process.exit(0);
}
if (quiet(['compose', 'version']).status !== 0) {
  console.error(
    '[container image] a Docker daemon answers but `docker compose` is missing (docker-compose-plugin)',
  );
  process.exit(1);
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

const port = await freePort();
const project = `mustashar-check-${randomBytes(3).toString('hex')}`;
const secret = () => randomBytes(36).toString('base64');
const env = {
  ...process.env,
  HTTP_PORT: String(port),
  APP_URL: `http://127.0.0.1:${port}`,
  POSTGRES_PASSWORD: randomBytes(12).toString('hex'),
  SESSION_SECRET: secret(),
  TOTP_ENCRYPTION_KEY: secret(),
  // Paylink needs credentials to start; no payment is made here.
  PAYLINK_API_ID: 'container-check',
  PAYLINK_SECRET_KEY: 'container-check',
  LOG_LEVEL: 'warn',
};
const compose = (args, options = {}) =>
  spawnSync('docker', ['compose', '-f', composeFile, '-p', project, ...args], {
    cwd: root,
    env,
    encoding: 'utf8',
    stdio: options.capture ? 'pipe' : 'inherit',
  });

let failed = false;
try {
  log(`building and starting ${project} (nginx on 127.0.0.1:${port})`);
  if (compose(['up', '--build', '--detach', '--wait', '--wait-timeout', '300']).status !== 0) {
    throw new Error('docker compose up failed');
  }
  const health = await fetch(`http://127.0.0.1:${port}/api/health`);
  if (health.status !== 200) throw new Error(`/api/health through nginx answered ${health.status}`);
  const page = await fetch(`http://127.0.0.1:${port}/`);
  if (page.status !== 200 || !(await page.text()).includes('id="root"')) {
    throw new Error('nginx did not serve the web app');
  }
  for (const service of ['app-1', 'app-2']) {
    const uid = compose(['exec', '-T', service, 'id', '-u'], { capture: true }).stdout.trim();
    if (uid === '0' || uid === '') throw new Error(`${service} runs as root (uid ${uid || 'unknown'})`);
    const vite = compose(['exec', '-T', service, 'test', '-e', 'node_modules/vite'], { capture: true });
    if (vite.status === 0) throw new Error(`${service}'s install holds devDependencies (vite)`);
  }
  log('both instances healthy behind nginx, serving the site as a non-root user without devDependencies');
} catch (error) {
  failed = true;
  console.error(`[container image] failed: ${error.message}`);
  compose(['logs', '--tail', '40']);
} finally {
  compose(['down', '--volumes', '--remove-orphans']);
}
process.exit(failed ? 1 : 0);
