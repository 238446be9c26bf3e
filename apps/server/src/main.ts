import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { installGracefulShutdown } from './lib/graceful-shutdown.ts';

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
app.log.info(
  {
    appUrl: config.appUrl,
    database: config.database.driver,
    mail: app.mailer.transport,
    rateLimit: app.rateLimitStore,
    ocr: app.ocr.availability.status,
  },
  'Mustashar is ready',
);
