// The end-to-end tests' server: the app as `npm start` runs it, plus routes that only those tests use. It lives
// outside src/, so nothing a production install starts can reach them.
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { Answerer } from '../../src/lib/answerer.ts';
import { installGracefulShutdown } from '../../src/lib/graceful-shutdown.ts';
import { createLegalAnswerer } from '../../src/modules/legal/answer/answer.ts';
import { billingTestHooks } from './billing-hooks.ts';
import { consoleTestHooks } from './console-hooks.ts';
import { holdingMarkedQuestions } from './held-answerer.ts';

const config = loadConfig();
if (config.isProduction) {
  process.stderr.write('The end-to-end server refuses NODE_ENV=production: its routes move subscriptions.\n');
  process.exit(1);
}
// The real legal engine answers, except a question marked for the Stop tests (held-answerer.ts); the engine needs the
// app's database, so it is made once the app is built.
let engine: Answerer | undefined;
const app = await buildApp(config, {
  extraRoutes: async (app) => {
    await app.register(billingTestHooks);
    await app.register(consoleTestHooks);
  },
  answerer: holdingMarkedQuestions(() => engine!),
});
engine = createLegalAnswerer({ db: app.db, config, log: app.log });
installGracefulShutdown(app);
await app.listen({ port: config.port, host: config.host });
