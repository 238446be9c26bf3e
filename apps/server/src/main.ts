import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { installGracefulShutdown } from './lib/graceful-shutdown.ts';
import { listenForMetrics } from './lib/metrics.ts';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    // A configuration mistake is the operator's to fix: the message names the variable, a stack adds nothing.
    process.stderr.write(`Configuration error:\n${err.message}\n`);
    process.exit(1);
  }
  throw err;
}

const app = await buildApp(config);
installGracefulShutdown(app);
await app.listen({ port: config.port, host: config.host });
// Loopback only and unref'd: it never keeps a shutting-down process alive.
if (config.metrics.port !== null) (await listenForMetrics(app.metrics, config.metrics.port)).unref();
app.log.info(
  {
    appUrl: config.appUrl,
    database: config.database.driver,
    mail: app.mailer.transport,
    rateLimit: app.rateLimitStore,
    ocr: app.ocr.availability.status,
    metrics: config.metrics.token ? 'token' : 'off',
    metricsPort: config.metrics.port,
  },
  'Mustashar is ready',
);
