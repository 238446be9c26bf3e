import { sameOrigin, type TestApp } from '../helpers.ts';
import { ChatClient } from './chat.ts';

/**
 * A browser behind the trusted proxy (the app runs with TRUST_PROXY): its own address by X-Forwarded-For, its
 * cookies, and its chat sockets, real ones over loopback to `url`.
 */
export function trialGuest(t: TestApp, url: string, ip: string) {
  const jar: Record<string, string> = {};
  /** What the browser sends: its address, its cookies (and one more, such as a session, when given), English. */
  const headers = (extraCookie?: string) => ({
    ...sameOrigin,
    'x-forwarded-for': ip,
    cookie: [
      ...Object.entries(jar).map(([k, v]) => `${k}=${encodeURIComponent(v)}`),
      ...(extraCookie ? [extraCookie] : []),
    ].join('; '),
    'accept-language': 'en',
  });
  return {
    jar,
    headers,
    /** Starts (or continues) the trial, keeping the cookies it sets. */
    async start() {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/trial/start',
        remoteAddress: '127.0.0.1',
        headers: headers(),
      });
      for (const line of [res.headers['set-cookie'] ?? []].flat()) {
        const [pair = ''] = line.split(';');
        const eq = pair.indexOf('=');
        jar[pair.slice(0, eq)] = decodeURIComponent(pair.slice(eq + 1));
      }
      return res;
    },
    connect(extra: Record<string, string> = {}) {
      return ChatClient.open(url, { headers: { ...headers(), ...extra } });
    },
    clearCookies() {
      for (const key of Object.keys(jar)) delete jar[key];
    },
  };
}
