import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// The app runs on its embedded defaults (PGlite in a throwaway directory, outbox email, sandbox payments).
const port = Number(process.env.E2E_PORT ?? 3199);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'mustashar-e2e-'));
// The local OpenID Connect double standing in for Google (support/oidc-provider.mjs).
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? 3198);
const oidcIssuer = `http://127.0.0.1:${oidcPort}`;
const fixtureCorpus = '../apps/server/src/modules/legal/corpus/test-fixtures/fixture.jsonl';

// Debian's Chromium, never a downloaded browser; these flags keep it off the (closed) network.
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/report.json' }],
  ],
  use: {
    baseURL,
    launchOptions,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'ar', use: { ...devices['Desktop Chrome'], locale: 'ar-SA', launchOptions } },
    { name: 'en', use: { ...devices['Desktop Chrome'], locale: 'en-US', launchOptions } },
  ],
  webServer: [
    {
      command: 'node support/oidc-provider.mjs',
      url: `${oidcIssuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { OIDC_PORT: String(oidcPort) },
    },
    {
      // The library tests read statutes: the small fixture corpus goes into the same DATA_DIR before the server starts.
      command: `node --import tsx ../apps/server/scripts/import-laws.ts ${fixtureCorpus} && node --import tsx ../apps/server/test/e2e/server.ts`,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_URL: baseURL,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        GOOGLE_CLIENT_ID: 'mustashar-e2e-client',
        GOOGLE_CLIENT_SECRET: 'mustashar-e2e-secret',
        GOOGLE_ISSUER: oidcIssuer,
        // Every test connects from 127.0.0.1: trial tests send their own X-Forwarded-For (an address of their own);
        // the others send none, and each of their fresh browsers starts a trial from 127.0.0.1.
        TRUST_PROXY: '127.0.0.1',
        TRIAL_NEW_PER_ADDRESS_PER_DAY: '100000',
      },
    },
  ],
});
