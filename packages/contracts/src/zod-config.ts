import { z } from 'zod';

// In a browser, the web app's Content-Security-Policy (script-src 'self') forbids eval. zod probes for it with
// `new Function('')` on the first object parse; the probe is caught, but the browser still reports a CSP
// violation (a DevTools issue, and Lighthouse's best-practices/inspector-issues). Jitless parsing skips the probe.
if ('document' in globalThis) z.config({ jitless: true });
