import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHAT_LIMITS, YEARLY_SAVING_PERCENT } from '@mustashar/contracts';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';

function isCidr(value: string): boolean {
  try {
    ipaddr.parseCIDR(value);
    return true;
  } catch {
    return false;
  }
}

/** The only place that reads environment variables, so every setting and its default is found here. */

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export type DatabaseConfig =
  | { driver: 'pglite'; dataDir: string | null }
  | { driver: 'postgres'; url: string };
export type NodeEnv = 'development' | 'production' | 'test';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const DEFAULT_WEB_DIST_DIR = path.resolve(serverDir, '../web/dist');
const DEV_SESSION_SECRET = 'mustashar-development-session-secret-not-for-production';
const DEV_TOTP_ENCRYPTION_KEY = 'mustashar-development-totp-encryption-key-not-for-production';

const optionalText = z.string().trim().min(1).optional();
const intIn = (min: number, max: number, fallback: number) =>
  z.coerce
    .number({ error: `expected a number between ${min} and ${max}` })
    .int({ error: `expected a whole number between ${min} and ${max}` })
    .min(min, { error: `expected a number between ${min} and ${max}` })
    .max(max, { error: `expected a number between ${min} and ${max}` })
    .default(fallback);
const urlWith = (protocols: string[]) =>
  z
    .string()
    .trim()
    .refine(
      (value) => {
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      },
      { error: `expected a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}` },
    )
    .optional();
const oneOf = <const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
  z.enum(values, { error: `expected one of ${values.join(', ')}` }).default(fallback);

const EnvSchema = z.object({
  NODE_ENV: oneOf(['development', 'production', 'test'], 'development'),
  PORT: intIn(1, 65535, 3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  APP_URL: urlWith(['http:', 'https:']),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  UPLOADS_DIR: optionalText,
  WEB_DIST_DIR: optionalText,
  LOG_LEVEL: oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'info'),
  // true/false, or the proxies to trust: a comma-separated list of addresses and CIDR ranges. Only requests
  // arriving from a trusted proxy have their X-Forwarded-For read (client IPs key the trial and rate limits).
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((value, ctx): boolean | string[] => {
      if (['true', '1'].includes(value)) return true;
      if (['false', '0', ''].includes(value)) return false;
      const entries = value.split(',').map((entry) => entry.trim());
      const bad = entries.find((entry) => !(ipaddr.isValid(entry) || isCidr(entry)));
      if (bad !== undefined) {
        ctx.addIssue({
          code: 'custom',
          message: `expected true, false or addresses/CIDR ranges, got "${bad}"`,
        });
        return z.NEVER;
      }
      return entries;
    }),
  DATABASE_URL: urlWith(['postgres:', 'postgresql:']),
  // PostgreSQL only. Connecting and waiting for a pooled connection give up after the connect timeout, a statement
  // after the statement timeout (0: none), so a stalled database answers 503 instead of holding requests.
  DATABASE_CONNECT_TIMEOUT_MS: intIn(100, 120_000, 5_000),
  DATABASE_STATEMENT_TIMEOUT_MS: intIn(0, 3_600_000, 10_000),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: intIn(0, 3_600_000, 60_000),
  REDIS_URL: urlWith(['redis:', 'rediss:']),
  SMTP_URL: urlWith(['smtp:', 'smtps:']),
  MAIL_FROM: z.string().trim().min(3).default('Mustashar <no-reply@mustashar.sa>'),
  LLM_PROVIDER: oneOf(['none', 'openai-compatible', 'openai', 'anthropic'], 'none'),
  LLM_BASE_URL: urlWith(['http:', 'https:']),
  // Where the answer model processes questions (e.g. "Saudi Arabia", "United States"): shown to users (ADR 100).
  LLM_LOCATION: z.string().trim().min(1).max(80).optional(),
  LLM_API_KEY: optionalText,
  LLM_MODEL: optionalText,
  // Semantic statute search (off by default): any OpenAI-shaped /v1/embeddings server (OpenAI, vLLM, TEI, Ollama).
  EMBEDDINGS_PROVIDER: oneOf(['none', 'openai-compatible'], 'none'),
  EMBEDDINGS_BASE_URL: urlWith(['http:', 'https:']),
  EMBEDDINGS_MODEL: optionalText,
  EMBEDDINGS_API_KEY: optionalText,
  PAYMENT_PROVIDER: oneOf(['sandbox', 'paylink', 'moyasar'], 'sandbox'),
  // Moyasar's secret API key (sk_test_… or sk_live_…), sent as Basic auth; its base address (tests: a local double).
  MOYASAR_SECRET_KEY: optionalText,
  MOYASAR_BASE_URL: urlWith(['http:', 'https:']),
  // The secret_token Moyasar puts in every webhook body; unset refuses Moyasar's webhooks.
  MOYASAR_WEBHOOK_SECRET: optionalText,
  PAYLINK_API_ID: optionalText,
  PAYLINK_SECRET: optionalText,
  // Paylink's own name for it; either variable works.
  PAYLINK_SECRET_KEY: optionalText,
  PAYLINK_ENV: oneOf(['test', 'production'], 'test'),
  // Overrides the base address PAYLINK_ENV picks (tests point it at a local double).
  PAYLINK_BASE_URL: urlWith(['http:', 'https:']),
  PAYLINK_WEBHOOK_SECRET: optionalText,
  // How often pending payments are reconciled and ended subscriptions closed; 0 turns the timer off.
  BILLING_JOB_INTERVAL_MS: intIn(0, 24 * 3_600_000, 3_600_000),
  // This instance runs queued background jobs (mail, webhooks, the billing run); off: it only enqueues them.
  JOBS_WORKER: z.enum(['on', 'off'], { error: 'expected on or off' }).default('on'),
  // How often an idle worker looks for due jobs (an enqueue on the same instance wakes it at once).
  JOBS_POLL_MS: intIn(50, 60_000, 1_000),
  // Jobs one instance runs at the same time.
  JOBS_CONCURRENCY: intIn(1, 32, 4),
  // Days a subscription still gives access after its paid period ended without a renewal (ADR 062).
  BILLING_GRACE_DAYS: intIn(0, 30, 3),
  // The yearly offer on pricing and the dashboard is this discount code, created at start-up when absent ('none':
  // no offer); disabling or exhausting the code (npm run discounts) hides the offer.
  ANNUAL_OFFER_CODE: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{2,64}$/, { error: 'expected 2 to 64 letters, digits, - or _ (or none)' })
    .default('ANNUAL20'),
  ANNUAL_OFFER_PERCENT: intIn(1, 100, YEARLY_SAVING_PERCENT),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_ISSUER: urlWith(['http:', 'https:']).default('https://accounts.google.com'),
  // Sign in with Apple (OpenID Connect): the Services ID, the team, and the Sign in with Apple key (its id and its
  // PEM contents, line breaks as real newlines or as \n). All four, or none.
  APPLE_CLIENT_ID: optionalText,
  APPLE_TEAM_ID: optionalText,
  APPLE_KEY_ID: optionalText,
  APPLE_PRIVATE_KEY: optionalText,
  APPLE_ISSUER: urlWith(['http:', 'https:']).default('https://appleid.apple.com'),
  TRIAL_MODE: oneOf(['window', 'minutes'], 'window'),
  TRIAL_WINDOW_MS: intIn(1000, 7 * 24 * 3_600_000, 3_600_000),
  TRIAL_MESSAGES: intIn(1, 1000, 5),
  TRIAL_MINUTES: intIn(1, 24 * 60, 10),
  // New trials one client address may start in 24 hours (many people share one behind carrier NAT or an office).
  TRIAL_NEW_PER_ADDRESS_PER_DAY: intIn(1, 1_000_000, 20),
  BLOCKED_NETWORKS_FILE: optionalText,
  // The OpenAPI reference at /api/docs; unset: on outside production, off in production.
  API_DOCS: z.enum(['on', 'off'], { error: 'expected on or off' }).optional(),
  // The chat socket's limits (defaults from CHAT_LIMITS in the contracts).
  CHAT_PER_CONNECTION_PER_MINUTE: intIn(1, 100_000, CHAT_LIMITS.perConnectionPerMinute),
  CHAT_PER_USER_PER_MINUTE: intIn(1, 100_000, CHAT_LIMITS.perUserPerMinute),
  CHAT_FRAME_BYTES: intIn(1024, 1024 * 1024, CHAT_LIMITS.frameBytes),
  CHAT_MAX_SOCKETS_PER_ADDRESS: intIn(1, 100_000, 50),
  CHAT_SESSION_RECHECK_MS: intIn(1000, 3_600_000, 15_000),
  // Text in images and scanned PDFs (Tesseract, Arabic + English; pdftoppm rasterises scanned pages). A program
  // that is missing turns OCR off: such files are still accepted, with a notice that their text was not read.
  OCR_TESSERACT_PATH: z.string().trim().min(1).default('tesseract'),
  OCR_PDFTOPPM_PATH: z.string().trim().min(1).default('pdftoppm'),
  OCR_TIMEOUT_MS: intIn(1, 600_000, 30_000),
  OCR_MAX_PAGES: intIn(1, 500, 10),
  OCR_MAX_MEGAPIXELS: intIn(1, 250, 25),
  // GET /metrics answers only with this bearer token; unset, the path does not exist (ADR 092).
  METRICS_TOKEN: z
    .string()
    .trim()
    .regex(/^[\x21-\x7e]{24,512}$/, { error: 'expected 24 to 512 visible ASCII characters (no spaces)' })
    .optional(),
  // The same numbers without a token on a listener of its own, bound to 127.0.0.1 only.
  METRICS_PORT: z.coerce
    .number({ error: 'expected a port number between 1 and 65535' })
    .int({ error: 'expected a port number between 1 and 65535' })
    .min(1, { error: 'expected a port number between 1 and 65535' })
    .max(65535, { error: 'expected a port number between 1 and 65535' })
    .optional(),
  // Traces go to this OpenTelemetry collector (OTLP over HTTP, JSON) when set; unset, nothing is traced (ADR 098).
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ protocol: /^https?$/, error: 'expected an http(s) URL' }).optional(),
  OTEL_SERVICE_NAME: z.string().trim().min(1).max(100).default('mustashar'),
  // Signs sign-in cookies and keys email codes, invitations and webhook secrets (not sessions, not two-factor).
  SESSION_SECRET: z.string().min(32, { error: 'expected at least 32 characters' }).optional(),
  // Seals two-factor (TOTP) secrets and keys recovery-code HMACs, so rotating SESSION_SECRET keeps 2FA working.
  TOTP_ENCRYPTION_KEY: z.string().min(32, { error: 'expected at least 32 characters' }).optional(),
  SELLER_NAME: z.string().trim().min(1).default('Mustashar Legal Technologies Co.'),
  SELLER_NAME_AR: z.string().trim().min(1).default('شركة مستشار للتقنيات القانونية'),
  SELLER_VAT_NUMBER: z
    .string()
    .trim()
    .regex(/^3\d{13}3$/, { error: 'expected a 15-digit Saudi VAT number starting and ending with 3' })
    .default('300000000000003'),
  SELLER_ADDRESS: optionalText,
  SUPPORT_EMAIL: z.email({ error: 'expected an email address' }).default('support@mustashar.sa'),
  // Unset by default: the site then shows no WhatsApp number anywhere rather than a made-up one.
  WHATSAPP_NUMBER: z
    .string()
    .trim()
    .regex(/^\d{8,15}$/, { error: 'expected digits only, with the country code (e.g. 966512345678)' })
    .optional(),
});

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * openid-client refuses plain-http issuers; the local OpenID Connect double of the tests serves http. We allow it
 * only for a loopback http issuer outside production, and refuse any other http issuer at start-up.
 */
function issuerAllowsInsecure(issuer: string, isProduction: boolean, variable = 'GOOGLE_ISSUER'): boolean {
  const url = new URL(issuer);
  if (url.protocol !== 'http:') return false;
  if (!isProduction && LOOPBACK_HOSTS.has(url.hostname)) return true;
  throw new ConfigError(
    `${variable}: plain http is allowed only for a loopback address (127.0.0.1, localhost, [::1]) outside production`,
  );
}

/** Apple sign-in needs its four settings together; some without the others is a mistake worth stopping for. */
function appleConfig(env: z.infer<typeof EnvSchema>, isProduction: boolean) {
  const settings = {
    APPLE_CLIENT_ID: env.APPLE_CLIENT_ID,
    APPLE_TEAM_ID: env.APPLE_TEAM_ID,
    APPLE_KEY_ID: env.APPLE_KEY_ID,
    APPLE_PRIVATE_KEY: env.APPLE_PRIVATE_KEY,
  };
  const missing = Object.entries(settings)
    .filter(([, value]) => !value)
    .map(([name]) => name);
  if (missing.length === 4) return null;
  if (missing.length > 0)
    throw new ConfigError(`${missing.join(', ')}: needed with the other APPLE_* settings`);
  const privateKey = env.APPLE_PRIVATE_KEY!.replace(/\\n/g, '\n');
  if (!privateKey.includes('-----BEGIN PRIVATE KEY-----')) {
    throw new ConfigError(
      'APPLE_PRIVATE_KEY: expected the PEM contents of the .p8 key (-----BEGIN PRIVATE KEY-----)',
    );
  }
  return {
    clientId: env.APPLE_CLIENT_ID!,
    teamId: env.APPLE_TEAM_ID!,
    keyId: env.APPLE_KEY_ID!,
    privateKey,
    issuer: env.APPLE_ISSUER,
    allowInsecureRequests: issuerAllowsInsecure(env.APPLE_ISSUER, isProduction, 'APPLE_ISSUER'),
  };
}

const PAYLINK_BASE_URLS = { test: 'https://restpilot.paylink.sa', production: 'https://restapi.paylink.sa' };

/** Paylink needs both credentials when it is the provider; its base address follows PAYLINK_ENV unless given. */
function paylinkConfig(env: z.infer<typeof EnvSchema>) {
  const secret = env.PAYLINK_SECRET_KEY ?? env.PAYLINK_SECRET ?? null;
  if (env.PAYMENT_PROVIDER === 'paylink' && !(env.PAYLINK_API_ID && secret)) {
    throw new ConfigError(
      'PAYLINK_API_ID, PAYLINK_SECRET_KEY: both required when PAYMENT_PROVIDER is paylink',
    );
  }
  return {
    apiId: env.PAYLINK_API_ID ?? null,
    secret,
    env: env.PAYLINK_ENV,
    baseUrl: (env.PAYLINK_BASE_URL ?? PAYLINK_BASE_URLS[env.PAYLINK_ENV]).replace(/\/+$/, ''),
  };
}

/** Moyasar needs its secret key when it is the provider. */
function moyasarConfig(env: z.infer<typeof EnvSchema>) {
  if (env.PAYMENT_PROVIDER === 'moyasar' && !env.MOYASAR_SECRET_KEY) {
    throw new ConfigError('MOYASAR_SECRET_KEY: required when PAYMENT_PROVIDER is moyasar');
  }
  return {
    secretKey: env.MOYASAR_SECRET_KEY ?? null,
    baseUrl: (env.MOYASAR_BASE_URL ?? 'https://api.moyasar.com').replace(/\/+$/, ''),
    webhookSecret: env.MOYASAR_WEBHOOK_SECRET ?? null,
  };
}

const DEFAULT_OFFICE = { ar: 'طريق الملك فهد، حي العليا، الرياض', en: 'King Fahd Road, Al Olaya, Riyadh' };

function toConfig(env: z.infer<typeof EnvSchema>) {
  const isProduction = env.NODE_ENV === 'production';
  if (isProduction && !env.SESSION_SECRET) {
    throw new ConfigError('SESSION_SECRET: required when NODE_ENV is production (at least 32 characters)');
  }
  if (isProduction && !env.TOTP_ENCRYPTION_KEY) {
    throw new ConfigError(
      'TOTP_ENCRYPTION_KEY: required when NODE_ENV is production (at least 32 characters); it seals ' +
        'two-factor secrets. When upgrading, keep SESSION_SECRET unchanged: start-up re-seals ' +
        'the existing secrets with the new key',
    );
  }
  if (env.LLM_PROVIDER !== 'none' && !env.LLM_MODEL) {
    throw new ConfigError(`LLM_MODEL: required when LLM_PROVIDER is ${env.LLM_PROVIDER}`);
  }
  if (env.LLM_PROVIDER === 'openai-compatible' && !env.LLM_BASE_URL) {
    throw new ConfigError('LLM_BASE_URL: required when LLM_PROVIDER is openai-compatible');
  }
  if (env.EMBEDDINGS_PROVIDER !== 'none' && !env.EMBEDDINGS_BASE_URL) {
    throw new ConfigError(
      `EMBEDDINGS_BASE_URL: required when EMBEDDINGS_PROVIDER is ${env.EMBEDDINGS_PROVIDER}`,
    );
  }
  if (env.EMBEDDINGS_PROVIDER !== 'none' && !env.EMBEDDINGS_MODEL) {
    throw new ConfigError(
      `EMBEDDINGS_MODEL: required when EMBEDDINGS_PROVIDER is ${env.EMBEDDINGS_PROVIDER}`,
    );
  }
  if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT) {
    throw new ConfigError('METRICS_PORT: expected a port other than PORT');
  }
  const database: DatabaseConfig = env.DATABASE_URL
    ? { driver: 'postgres', url: env.DATABASE_URL }
    : { driver: 'pglite', dataDir: path.resolve(env.DATA_DIR, 'pglite') };
  return {
    env: env.NODE_ENV as NodeEnv,
    isProduction,
    port: env.PORT,
    host: env.HOST,
    appUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    dataDir: path.resolve(env.DATA_DIR),
    uploadsDir: path.resolve(env.UPLOADS_DIR ?? path.join(env.DATA_DIR, 'uploads')),
    // Copies of users' data waiting to be downloaded (ADR 100): deleted 24 hours after they are ready.
    exportsDir: path.resolve(env.DATA_DIR, 'exports'),
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? DEFAULT_WEB_DIST_DIR),
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    database,
    databaseTimeouts: {
      connectMs: env.DATABASE_CONNECT_TIMEOUT_MS,
      statementMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
      idleInTransactionMs: env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
    redisUrl: env.REDIS_URL ?? null,
    mail: { smtpUrl: env.SMTP_URL ?? null, from: env.MAIL_FROM },
    llm: {
      provider: env.LLM_PROVIDER,
      baseUrl: env.LLM_BASE_URL ?? null,
      apiKey: env.LLM_API_KEY ?? null,
      model: env.LLM_MODEL ?? null,
      location: env.LLM_LOCATION ?? null,
    },
    embeddings:
      env.EMBEDDINGS_PROVIDER === 'none'
        ? null
        : {
            provider: env.EMBEDDINGS_PROVIDER,
            baseUrl: env.EMBEDDINGS_BASE_URL!.replace(/\/+$/, ''),
            model: env.EMBEDDINGS_MODEL!,
            apiKey: env.EMBEDDINGS_API_KEY ?? null,
          },
    payment: {
      provider: env.PAYMENT_PROVIDER,
      paylink: paylinkConfig(env),
      moyasar: moyasarConfig(env),
      webhookSecret: env.PAYLINK_WEBHOOK_SECRET ?? null,
      jobIntervalMs: env.BILLING_JOB_INTERVAL_MS,
      graceDays: env.BILLING_GRACE_DAYS,
      offer:
        env.ANNUAL_OFFER_CODE.toLowerCase() !== 'none'
          ? { code: env.ANNUAL_OFFER_CODE.toUpperCase(), percent: env.ANNUAL_OFFER_PERCENT }
          : null,
    },
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? {
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
            issuer: env.GOOGLE_ISSUER,
            allowInsecureRequests: issuerAllowsInsecure(env.GOOGLE_ISSUER, isProduction),
          }
        : null,
    apple: appleConfig(env, isProduction),
    trial: {
      mode: env.TRIAL_MODE,
      windowMs: env.TRIAL_WINDOW_MS,
      messages: env.TRIAL_MESSAGES,
      minutes: env.TRIAL_MINUTES,
      newPerAddressPerDay: env.TRIAL_NEW_PER_ADDRESS_PER_DAY,
    },
    chat: {
      perConnectionPerMinute: env.CHAT_PER_CONNECTION_PER_MINUTE,
      perUserPerMinute: env.CHAT_PER_USER_PER_MINUTE,
      frameBytes: env.CHAT_FRAME_BYTES,
      maxSocketsPerAddress: env.CHAT_MAX_SOCKETS_PER_ADDRESS,
      sessionRecheckMs: env.CHAT_SESSION_RECHECK_MS,
    },
    ocr: {
      tesseractPath: env.OCR_TESSERACT_PATH,
      pdftoppmPath: env.OCR_PDFTOPPM_PATH,
      timeoutMs: env.OCR_TIMEOUT_MS,
      maxPages: env.OCR_MAX_PAGES,
      maxMegapixels: env.OCR_MAX_MEGAPIXELS,
    },
    metrics: { token: env.METRICS_TOKEN ?? null, port: env.METRICS_PORT ?? null },
    tracing: env.OTEL_EXPORTER_OTLP_ENDPOINT
      ? { endpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: env.OTEL_SERVICE_NAME }
      : null,
    jobs: { worker: env.JOBS_WORKER === 'on', pollMs: env.JOBS_POLL_MS, concurrency: env.JOBS_CONCURRENCY },
    apiDocs: env.API_DOCS ? env.API_DOCS === 'on' : !isProduction,
    blockedNetworksFile: env.BLOCKED_NETWORKS_FILE ? path.resolve(env.BLOCKED_NETWORKS_FILE) : null,
    sessionSecret: env.SESSION_SECRET ?? DEV_SESSION_SECRET,
    totpEncryptionKey: env.TOTP_ENCRYPTION_KEY ?? DEV_TOTP_ENCRYPTION_KEY,
    seller: {
      name: env.SELLER_NAME,
      nameAr: env.SELLER_NAME_AR,
      vatNumber: env.SELLER_VAT_NUMBER,
      // One configured address serves both languages; the default is written in each.
      office: env.SELLER_ADDRESS ? { ar: env.SELLER_ADDRESS, en: env.SELLER_ADDRESS } : DEFAULT_OFFICE,
    },
    supportEmail: env.SUPPORT_EMAIL,
    whatsappNumber: env.WHATSAPP_NUMBER ?? null,
  };
}

export type Config = ReturnType<typeof toConfig>;

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable means "unset", as in most deployment tools.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`,
    );
    throw new ConfigError(lines.join('\n'));
  }
  return toConfig(parsed.data);
}
