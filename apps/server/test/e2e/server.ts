// The end-to-end tests' server: the app as `npm start` runs it, plus routes that only those tests use. It lives
// outside src/, so nothing a production install starts can reach them.
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { installGracefulShutdown } from '../../src/lib/graceful-shutdown.ts';
import { billingTestHooks } from './billing-hooks.ts';
import { consoleTestHooks } from './console-hooks.ts';

const config = loadConfig();
if (config.isProduction) {
  process.stderr.write('The end-to-end server refuses NODE_ENV=production: its routes move subscriptions.\n');
  process.exit(1);
}
const app = await buildApp(config, {
  extraRoutes: async (app) => {
    await app.register(billingTestHooks);
    await app.register(consoleTestHooks);
  },
});
installGracefulShutdown(app);
await app.listen({ port: config.port, host: config.host });
